import { Button, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router';
import type { DeviceRecord } from '@om/api';
import { formatDateTime, useTranslation } from '@om/i18n';
import { FieldList, Panel, QrCode } from '@om/ui';
import { detailHref } from '../../../shared/resource';
import { printPath } from '../../../shared/print/registry';
import { DeviceStatusTag, ImportanceTag } from '../DeviceTags';
import { devicesMeta } from '../meta';
import { deviceUrl } from '../url';

/** The device's own fields, and its QR code (the absolute address of this page) with a print button. */
export function BasicTab({ device }: { device: DeviceRecord }) {
  const { t } = useTranslation('device');
  const field = (key: string) => t(`resources.devices.fields.${key}`);
  const url = deviceUrl(detailHref(devicesMeta, device.id) ?? '/device/list');
  const rows = [
    { label: field('code'), value: device.code },
    { label: field('name'), value: device.name },
    { label: field('type_id'), value: device.type_name },
    { label: field('model'), value: device.model },
    { label: field('manufacturer'), value: device.manufacturer },
    { label: field('serial_number'), value: device.serial_number },
    { label: field('station_id'), value: [device.region_title, device.unit_title, device.station_title].filter(Boolean).join(' / ') },
    { label: field('location'), value: device.location },
    { label: field('importance'), value: <ImportanceTag grade={device.importance} /> },
    { label: field('status'), value: <DeviceStatusTag status={device.status} /> },
    { label: field('commissioned_on'), value: device.commissioned_on ?? '' },
    { label: field('warranty_until'), value: device.warranty_until ?? '' },
    {
      label: field('parent_id'),
      value: device.parent_id ? (
        <ChakraLink asChild color="brand.fg">
          <Link to={detailHref(devicesMeta, device.parent_id) ?? '#'}>
            {device.parent_code} {device.parent_name}
          </Link>
        </ChakraLink>
      ) : (
        ''
      ),
    },
    { label: field('child_count'), value: String(device.child_count) },
    { label: field('sensor_count'), value: String(device.sensor_count) },
    { label: field('updated_at'), value: formatDateTime(device.updated_at) },
  ];
  return (
    <Stack direction={{ base: 'column', lg: 'row' }} gap="4" alignItems="flex-start">
      <Stack flex="1" minWidth="0">
        <Panel title={t('details.basic')}>
          <FieldList rows={rows} />
        </Panel>
      </Stack>
      <Panel title={t('qr.title')}>
        <Stack align="center" gap="3">
          <QrCode value={url} label={t('labels.qrAlt', { code: device.code })} size="180px" />
          <Text fontSize="xs" color="fg.muted" wordBreak="break-all" maxWidth="180px" textAlign="center">
            {url}
          </Text>
          <Button asChild size="sm" variant="outline">
            <Link to={printPath('device-qr', [device.id], `/device/details/${device.id}`)}>{t('qr.print')}</Link>
          </Button>
        </Stack>
      </Panel>
    </Stack>
  );
}
