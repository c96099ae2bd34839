import { useTranslation } from '@om/i18n';
import { ErrorScreen } from '../components/ErrorScreen';

export function NoPermissionPage() {
  const { t } = useTranslation('errors');
  return <ErrorScreen code="401" title={t('noPermission.title')} text={t('noPermission.text')} backLabel={t('backHome')} />;
}
