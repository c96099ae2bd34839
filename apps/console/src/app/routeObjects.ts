import { redirect, type RouteObject } from 'react-router';
import { joinPath, type RouteRecord } from '@om/auth';
import type { RouteHandle } from '../shared/routing/routeHandle';
import { lazyPage } from './lazyPage';
import { RouteError } from './RouteError';

export { lazyPage };

/** Opening a group's own path shows its first menu page. */
function groupIndex(record: RouteRecord, fullPath: string): RouteObject[] {
  const first = record.children?.find((child) => !child.hidden);
  return first ? [{ index: true, loader: () => redirect(joinPath(fullPath, first.path)), Component: () => null }] : [];
}

/** Route records → react-router entries, each with its handle. */
export function toRouteObjects(records: readonly RouteRecord[], parentPath = ''): RouteObject[] {
  return records.map((record) => {
    const fullPath = joinPath(parentPath, record.path);
    const handle: RouteHandle = {
      title: record.title,
      fullPath,
      activeMenu: record.activeMenu ?? fullPath,
      linkable: Boolean(record.page),
      noCache: record.noCache,
      affix: record.affix,
    };
    const children = record.children ? [...groupIndex(record, fullPath), ...toRouteObjects(record.children, fullPath)] : undefined;
    // A page that fails to render shows the error inside the shell (its tabs, menu and error log stay).
    const errorBoundary = record.page ? { ErrorBoundary: RouteError } : {};
    return { path: record.path, handle, lazy: record.page ? lazyPage(record.page) : undefined, children, ...errorBoundary };
  });
}
