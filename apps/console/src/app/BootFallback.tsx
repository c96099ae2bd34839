import { useTranslation } from '@om/i18n';
import { PageLoading } from '@om/ui';

export function BootFallback() {
  const { t } = useTranslation('common');
  return <PageLoading label={t('loading')} />;
}
