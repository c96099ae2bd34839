import type { RouteObject } from 'react-router';
import type { PageLoader } from '@om/auth';

export function lazyPage(load: PageLoader): RouteObject['lazy'] {
  return async () => ({ Component: await load() });
}
