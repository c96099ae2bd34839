import type { RouteRecord, RouteRole } from '@om/auth';

type PageInput = Omit<RouteRecord, 'children'>;

/**
 * A menu page of a module (shown in the sidebar). Without `page` (its component) the page is not
 * built yet: `builtRoutes` leaves it out of the router, the menu, the search and the breadcrumbs.
 */
export function page(input: PageInput): RouteRecord {
  return { ...input };
}

/** A page reached from a list (details, a record's sub-page): hidden from the sidebar, highlights its list. */
export function detail(input: PageInput & { activeMenu: string }): RouteRecord {
  return { hidden: true, ...input };
}

type GroupInput = Omit<RouteRecord, 'page' | 'roles' | 'children'> & { children: RouteRecord[] };

/**
 * A module's menu group. Its roles are those of its pages, so a user who may open any page of the
 * module sees the group; a page open to everyone opens the group to everyone.
 */
export function group(input: GroupInput): RouteRecord {
  return { ...input, roles: rolesOfChildren(input.children) };
}

function rolesOfChildren(children: readonly RouteRecord[]): RouteRole[] | undefined {
  if (children.some((child) => !child.roles?.length)) return undefined;
  return [...new Set(children.flatMap((child) => child.roles ?? []))];
}

/**
 * The records that lead somewhere: pages with a component, and groups with at least one such page
 * (their roles recomputed from what is left). A module that is not built has no menu entry, no search
 * hit and no breadcrumb, and its address answers the 404 page; when it lands, it appears.
 */
export function builtRoutes(records: readonly RouteRecord[]): RouteRecord[] {
  return records.flatMap((record): RouteRecord[] => {
    if (!record.children) return record.page ? [record] : [];
    const children = builtRoutes(record.children);
    if (!children.length) return [];
    return [{ ...record, children, roles: rolesOfChildren(children) }];
  });
}
