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

/** What a page waits for besides its code (every namespace of the language, see pageTexts.ts). */
export type PreparePage = () => Promise<unknown>;

/** A page's code, and unless it declares `shellTexts`, what `prepare` loads, before it shows. */
function pageLoader(record: RouteRecord, prepare: PreparePage | undefined): RouteObject['lazy'] {
  const { page } = record;
  if (!page) return undefined;
  if (!prepare || record.shellTexts) return lazyPage(page);
  return lazyPage(() => Promise.all([page(), prepare()]).then(([Component]) => Component));
}

/** Route records → react-router entries, each with its handle. */
export function toRouteObjects(records: readonly RouteRecord[], parentPath = '', prepare?: PreparePage): RouteObject[] {
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
    const children = record.children ? [...groupIndex(record, fullPath), ...toRouteObjects(record.children, fullPath, prepare)] : undefined;
    // A page that fails to render shows the error inside the shell (its tabs, menu and error log stay).
    const errorBoundary = record.page ? { ErrorBoundary: RouteError } : {};
    return { path: record.path, handle, lazy: pageLoader(record, prepare), children, ...errorBoundary };
  });
}
