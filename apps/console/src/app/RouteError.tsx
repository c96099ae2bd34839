import { GuardUnavailableError } from '@om/auth';
import { useTranslation } from '@om/i18n';
import { useRevalidator, useRouteError } from 'react-router';
import { CrashScreen } from './CrashScreen';
import { ErrorScreen } from './ErrorScreen';

/**
 * Last resort when a page fails to load or render (a stale chunk after a deploy, a bug), and the
 * page for a guard that could not reach the server: the session stays, "Try again" runs the guard again.
 */
export function RouteError() {
  const error = useRouteError();
  return error instanceof GuardUnavailableError ? <GuardUnavailable /> : <CrashScreen />;
}

function GuardUnavailable() {
  const { t } = useTranslation('errors');
  const revalidator = useRevalidator();
  return (
    <ErrorScreen
      title={t('unavailable.title')}
      text={t('unavailable.text')}
      action={{ label: t('unavailable.retry'), onClick: () => void revalidator.revalidate(), loading: revalidator.state === 'loading' }}
    />
  );
}
