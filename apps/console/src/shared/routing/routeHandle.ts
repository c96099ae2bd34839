/** What each router entry carries for the title, breadcrumbs, menu highlight and tabs. */
export interface RouteHandle {
  /** Key in the `route` namespace. */
  title: string;
  fullPath: string;
  /** The sidebar entry to highlight. */
  activeMenu: string;
  /** A page the breadcrumb may link to (groups are not). */
  linkable: boolean;
  noCache?: boolean;
  affix?: boolean;
}

export function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && 'title' in value && 'fullPath' in value && 'activeMenu' in value;
}
