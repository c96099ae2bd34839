import { useMatches } from 'react-router';
import { useTranslation } from '@om/i18n';
import type { Crumb } from '@om/ui';
import { isRouteHandle, type RouteHandle } from '../../shared/routing/routeHandle';

const HOME: RouteHandle = { title: 'dashboard', fullPath: '/dashboard', activeMenu: '/dashboard', linkable: true };

/** The handles of the current page and its groups, outermost first. */
function useHandles(): RouteHandle[] {
  return useMatches()
    .map((match) => match.handle)
    .filter(isRouteHandle);
}

/** Dashboard › group › page. */
export function useBreadcrumbs(): Crumb[] {
  const { t } = useTranslation('route');
  const handles = useHandles();
  const trail = handles[0]?.fullPath === HOME.fullPath ? handles : [HOME, ...handles];
  return trail.map((handle) => ({ label: t(handle.title), to: handle.linkable ? handle.fullPath : undefined }));
}

/** The sidebar entry of the current page (its list, for a hidden detail page). */
export function useActiveMenu(): string {
  return useHandles().at(-1)?.activeMenu ?? '';
}
