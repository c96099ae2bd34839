/** The title of a tab whose route has no title. */
export const NO_NAME_TITLE = 'no-name';

/** One tab of the visited-tabs bar. */
export interface VisitedView {
  /** The location's pathname; a tab exists once per path. */
  path: string;
  /** Pathname plus query, what the tab navigates back to. */
  fullPath: string;
  name?: string;
  /** The route title's i18n key, or `no-name`. */
  title: string;
  /** What the page calls itself once its record loaded (a code or a name); shown instead of the title. */
  label?: string;
  /** Pinned: closing others or all keeps it. */
  affix?: boolean;
  /** Not kept alive. */
  noCache?: boolean;
  query?: Record<string, string>;
}

/** A view as the router describes it; the title and full path may be missing. */
export type ViewInput = Omit<VisitedView, 'title' | 'fullPath'> & { title?: string; fullPath?: string };

/** A tab with its defaults filled in and unset flags left out. */
export function toVisitedView(input: ViewInput): VisitedView {
  const view: VisitedView = { path: input.path, fullPath: input.fullPath || input.path, title: input.title || NO_NAME_TITLE };
  if (input.name) view.name = input.name;
  if (input.label) view.label = input.label;
  if (input.affix) view.affix = true;
  if (input.noCache) view.noCache = true;
  if (input.query) view.query = { ...input.query };
  return view;
}

/** What keeps a page alive: its route name, or its path for unnamed routes. */
export const cacheKeyOf = (view: Pick<VisitedView, 'name' | 'path'>): string => view.name || view.path;

/** The cache keys the given tabs allow, in tab order, without duplicates. */
export function cacheKeysOf(views: readonly VisitedView[]): string[] {
  return [...new Set(views.filter((view) => !view.noCache).map(cacheKeyOf))];
}
