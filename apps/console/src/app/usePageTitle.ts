import { useMatches } from 'react-router';
import { isRouteHandle } from '../shared/routing/routeHandle';
import { useDocumentTitle } from './useDocumentTitle';

/** The document title of the current route (its handle's title). */
export function usePageTitle(): void {
  const title = useMatches()
    .map((match) => match.handle)
    .filter(isRouteHandle)
    .at(-1)?.title;
  useDocumentTitle(title);
}
