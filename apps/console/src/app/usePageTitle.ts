import { useEffect } from 'react';
import { useMatches } from 'react-router';
import { useTranslation } from '@om/i18n';
import { usePlatformName } from '../shared/host/HostContext';
import { isRouteHandle } from '../shared/routing/routeHandle';

/** "<translated route title> - <platform name>" (docs/product.md "Routes"). */
export function usePageTitle(): void {
  const { t, i18n } = useTranslation('route');
  const platform = usePlatformName();
  const title = useMatches()
    .map((match) => match.handle)
    .filter(isRouteHandle)
    .at(-1)?.title;
  useEffect(() => {
    document.title = title ? `${t(title)} - ${platform}` : platform;
  }, [t, title, platform, i18n.language]);
}
