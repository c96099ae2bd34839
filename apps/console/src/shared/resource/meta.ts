import { OPERATION_ACCESS, type OperationId } from '@om/api';
import { ADMIN_ROLE, type PageLoader, type RouteRecord, type RouteRole } from '@om/auth';
import { detail, page } from '../routing/define';

/** The i18n namespaces resources keep their labels in (`<ns>:resources.<name>.fields.<field>`). */
export type ResourceNamespace = 'system' | 'company' | 'device' | 'spare' | 'repair' | 'files' | 'schedule' | 'purchasing' | 'message';

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
    /**
     * Create, edit, delete, import, export (the buttons are hidden without the action on one of these
     * pages; the server checks anyway). Derived from `writes`, never named by hand.
     */
    write: readonly RouteRole[];
  };
  /** The contract operations behind the write buttons (create, update, delete, import, export…). */
  writes: readonly OperationId[];
}

/** What a feature declares: the pages that open the resource, and the operations it writes with. */
export interface ResourceMetaDeclaration extends Omit<ResourceMeta, 'permissions'> {
  permissions: Omit<ResourceMeta['permissions'], 'write'>;
}

/**
 * The pages whose grants allow the operations (the contract's x-permissions, generated into
 * OPERATION_ACCESS): an administrator-only operation needs the platform role; one open to every
 * signed-in user needs no page.
 */
export function pagesOfOperations(operations: readonly OperationId[]): RouteRole[] {
  const pages = operations.flatMap((operationId): readonly RouteRole[] => {
    // Typed, but a declaration built from strings (or a contract that lost the operation) stops here.
    if (!(operationId in OPERATION_ACCESS)) throw new Error(`no contract operation ${operationId}`);
    const access = OPERATION_ACCESS[operationId];
    if (access.kind === 'action') return access.pages;
    return access.kind === 'admin' ? [ADMIN_ROLE] : [];
  });
  return [...new Set(pages)];
}

/** The lazily loaded pages of a resource. */
export interface ResourcePages {
  list: PageLoader;
  details?: PageLoader;
}

export function resourceMeta(declaration: ResourceMetaDeclaration): ResourceMeta {
  return { ...declaration, permissions: { ...declaration.permissions, write: pagesOfOperations(declaration.writes) } };
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
