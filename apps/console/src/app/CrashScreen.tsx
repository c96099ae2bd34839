import { useTranslation } from '@om/i18n';
import { ErrorScreen } from './ErrorScreen';

/** Last resort when a page fails to load or render (a stale chunk after a deploy, a bug): reload. */
export function CrashScreen() {
  const { t } = useTranslation('errors');
  return <ErrorScreen title={t('crash.title')} text={t('crash.text')} action={{ label: t('crash.reload'), onClick: () => window.location.reload() }} />;
}
