import { useMatches } from 'react-router';
import { useTranslation } from '@om/i18n';
import { isRouteHandle } from '../routing/routeHandle';

/** The current page's translated route title (it follows the host: "Customer management" in customer mode). */
export function useRouteTitle(fallbackKey: string): string {
  const { t } = useTranslation('route');
  const handle = useMatches()
    .map((match) => match.handle)
    .filter(isRouteHandle)
    .at(-1);
  return t(handle?.title ?? fallbackKey);
}
