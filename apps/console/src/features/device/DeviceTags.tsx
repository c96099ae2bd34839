import { useTranslation } from '@om/i18n';
import { ColorTag } from '@om/ui';
import type { DeviceImportance, DeviceStatus } from '@om/api';
import { IMPORTANCE_COLOR, STATUS_COLOR, importanceKey, statusKey } from './labels';

/** In use, standby, under repair, scrapped: a coloured tag whose text says which. */
export function DeviceStatusTag({ status }: { status: DeviceStatus }) {
  const { t } = useTranslation('device');
  return <ColorTag color={STATUS_COLOR[status]}>{t(statusKey(status))}</ColorTag>;
}

/** The importance grade A, B or C. */
export function ImportanceTag({ grade }: { grade: DeviceImportance }) {
  const { t } = useTranslation('device');
  return (
    <ColorTag color={IMPORTANCE_COLOR[grade]} title={t('importance.title', { grade })}>
      {t(importanceKey(grade))}
    </ColorTag>
  );
}
