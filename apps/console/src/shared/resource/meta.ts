import type { PageLoader, RouteRecord, RouteRole } from '@om/auth';
import { detail, page } from '../routing/define';

/** The i18n namespaces resources keep their labels in (`<ns>:resources.<name>.fields.<field>`). */
export type ResourceNamespace = 'system' | 'company' | 'device' | 'spare' | 'repair' | 'files' | 'schedule' | 'purchasing';

/**
 * The part of a resource the router and its pages share: names, paths and permission names. It is
 * small on purpose: columns, fields and endpoints live in the lazily loaded pages, which import it;
 * the page loaders are given to `resourceRoutes` in the feature's routes.ts, so meta.ts imports no page.
 */
export interface ResourceMeta {
  /** `users`: i18n `<ns>:resources.users.*`, the column-visibility key, the audit entity's resource. */
  name: string;
  ns: ResourceNamespace;
  /** Absolute paths; `details` has `:id`. */
  routes: { list: string; details?: string };
  /** Keys in the `route` namespace. */
  titles: { list: string; details?: string };
  permissions: {
    /** Opening the list. */
    list: readonly RouteRole[];
    /** Opening one record. */
    details?: readonly RouteRole[];
    /** Create, edit, delete, import (the buttons are hidden without it; the server checks anyway). */
    write: readonly RouteRole[];
  };
}

/** The lazily loaded pages of a resource. */
export interface ResourcePages {
  list: PageLoader;
  details?: PageLoader;
}

export function resourceMeta(meta: ResourceMeta): ResourceMeta {
  return meta;
}

function relativeTo(groupPath: string, path: string): string {
  const prefix = `${groupPath.replace(/\/+$/, '')}/`;
  if (!path.startsWith(prefix)) throw new Error(`${path} is not below ${groupPath}`);
  return path.slice(prefix.length);
}

/**
 * The route records of a resource below its menu group: the list as a menu page, the details as a
 * hidden page highlighting the list. The router, menu, breadcrumbs and guard derive from these.
 */
export function resourceRoutes(meta: ResourceMeta, groupPath: string, pages: ResourcePages): RouteRecord[] {
  const list = page({ path: relativeTo(groupPath, meta.routes.list), title: meta.titles.list, roles: meta.permissions.list, page: pages.list });
  const { details } = meta.routes;
  if (!details || !pages.details) return [list];
  return [
    list,
    detail({
      path: relativeTo(groupPath, details),
      title: meta.titles.details ?? meta.titles.list,
      roles: meta.permissions.details ?? meta.permissions.list,
      activeMenu: meta.routes.list,
      page: pages.details,
    }),
  ];
}

/** The details path of one row (`/system/details/7`). */
export function detailHref(meta: ResourceMeta, id: number): string | undefined {
  return meta.routes.details?.replace(':id', String(id));
}
