import { Text } from '@chakra-ui/react';
import type { DeviceRecord } from '@om/api';
import { useTranslation } from '@om/i18n';
import { FieldList, Panel } from '@om/ui';
import { showAttribute, templateOf } from '../attributes';
import { useTypeIndex } from '../lookups';

/** The values of the extra fields the device's type asks for (and any the type no longer names). */
export function AttributesTab({ device }: { device: DeviceRecord }) {
  const { t } = useTranslation('device');
  const index = useTypeIndex();
  const template = templateOf(index, device.type_id);
  const named = new Set(template.map((field) => field.key));
  const rows = [
    ...template.map((field) => ({ label: field.name, value: showAttribute(field, device.attributes[field.key]) })),
    ...Object.entries(device.attributes)
      .filter(([key]) => !named.has(key))
      .map(([key, value]) => ({ label: key, value: showAttribute({ key, name: key, kind: 'text', required: false }, value) })),
  ];
  return (
    <Panel title={t('details.attributes')}>
      {rows.length ? <FieldList rows={rows} /> : <Text color="fg.muted">{t('details.noAttributes', { type: device.type_name })}</Text>}
    </Panel>
  );
}
