import type { ComponentType } from 'react';
import type { ADMIN_ROLE, ModuleKey, Permission } from '../core/permissions';

/** Loads a page's component on first visit (its own chunk). */
export type PageLoader = () => Promise<ComponentType>;

export type RouteRole = Permission | typeof ADMIN_ROLE;

/**
 * One route of the console, declared once by its feature; the router, the sidebar menu, the
 * breadcrumbs, the page title and the guard all derive from these records.
 */
export interface RouteRecord {
  /** Absolute for top-level records, relative to the parent for children. Params: `:id` digits, `:sensor` word characters, `:sn` any text. */
  path: string;
  /** Module key; the route is shown only when the host enables the module. */
  sk?: ModuleKey;
  /** Permission names of which the user needs one; none = any signed-in user; admin passes always. */
  roles?: readonly RouteRole[];
  /** Key in the `route` i18n namespace. */
  title: string;
  icon?: string;
  /** Not kept alive in the visited tabs. */
  noCache?: boolean;
  /** Menu entry to highlight for a hidden page (its list). */
  activeMenu?: string;
  /** Pinned in the visited tabs. */
  affix?: boolean;
  /** Not in the sidebar. */
  hidden?: boolean;
  page?: PageLoader;
  /**
   * The page shows with the signed-in shell's texts (i18n's `signedIn` part: the landing page); without
   * it, the language's every namespace is loaded before the page shows.
   */
  shellTexts?: boolean;
  children?: readonly RouteRecord[];
}
