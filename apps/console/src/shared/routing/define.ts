import type { RouteRecord, RouteRole } from '@om/auth';
import { notAvailable } from './notAvailable';

export { notAvailable };

type PageInput = Omit<RouteRecord, 'children'>;

/** A menu page of a module (shown in the sidebar). */
export function page(input: PageInput): RouteRecord {
  return { page: notAvailable, ...input };
}

/** A page reached from a list (details, a record's sub-page): hidden from the sidebar, highlights its list. */
export function detail(input: PageInput & { activeMenu: string }): RouteRecord {
  return { page: notAvailable, hidden: true, ...input };
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
