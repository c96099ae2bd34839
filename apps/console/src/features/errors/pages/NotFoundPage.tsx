import { useTranslation } from '@om/i18n';
import { ErrorScreen } from '../components/ErrorScreen';

export function NotFoundPage() {
  const { t } = useTranslation('errors');
  return <ErrorScreen code="404" title={t('notFound.title')} text={t('notFound.text')} backLabel={t('backHome')} />;
}
