import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { cacheKeyOf, cacheKeysOf, toVisitedView, type ViewInput, type VisitedView } from './visited-view';

export interface TagsViewState {
  visitedViews: VisitedView[];
  /** Cache keys (see `cacheKeyOf`) of the pages kept alive. */
  cachedViews: string[];
}

export const EMPTY_TAGS_VIEW: TagsViewState = { visitedViews: [], cachedViews: [] };

type ViewRef = Pick<VisitedView, 'path'> & Partial<Pick<VisitedView, 'name'>>;

function cache(state: TagsViewState, view: VisitedView): void {
  const key = cacheKeyOf(view);
  if (!view.noCache && !state.cachedViews.includes(key)) state.cachedViews.push(key);
}

/** Keeps only the tabs that pass, and only the cache entries of tabs still open. */
function keepViews(state: TagsViewState, keep: (view: VisitedView) => boolean): void {
  const visited = state.visitedViews.filter(keep);
  const allowed = new Set(cacheKeysOf(visited));
  const cached = state.cachedViews.filter((key) => allowed.has(key));
  // Assigning only on a real change keeps the arrays, and so the selectors' results, stable.
  if (visited.length !== state.visitedViews.length) state.visitedViews = visited;
  if (cached.length !== state.cachedViews.length) state.cachedViews = cached;
}

function sameQuery(a: Record<string, string> | undefined, b: Record<string, string> | undefined): boolean {
  const aKeys = Object.keys(a ?? {});
  return aKeys.length === Object.keys(b ?? {}).length && aKeys.every((key) => a?.[key] === b?.[key]);
}

export const tagsViewSlice = createSlice({
  name: 'tagsView',
  initialState: EMPTY_TAGS_VIEW,
  reducers: {
    /** Opens a tab once per path; visiting the path again only updates its full path and query. */
    addView(state, action: PayloadAction<ViewInput>) {
      const view = toVisitedView(action.payload);
      const open = state.visitedViews.find((visited) => visited.path === view.path);
      if (open) {
        open.fullPath = view.fullPath;
        if (!sameQuery(open.query, view.query)) {
          if (view.query) open.query = view.query;
          else delete open.query;
        }
      } else {
        state.visitedViews.push(view);
      }
      cache(state, open ?? view);
    },
    /** Pins the route tree's affix tabs at the front, before the tabs restored or opened so far. */
    addAffixViews(state, action: PayloadAction<ViewInput[]>) {
      const affix = action.payload.map((input) => toVisitedView({ ...input, affix: true }));
      const paths = new Set(affix.map((view) => view.path));
      // A pinned tab that was already open keeps where it pointed (its query).
      const pinned = affix.map((view) => {
        const open = state.visitedViews.find((visited) => visited.path === view.path);
        return open ? toVisitedView({ ...view, fullPath: open.fullPath, query: open.query }) : view;
      });
      state.visitedViews = [...pinned, ...state.visitedViews.filter((view) => !paths.has(view.path))];
      pinned.forEach((view) => cache(state, view));
    },
    /** Re-adds the page to the cache after a refresh (`delCachedView`, remount, then this). */
    addCachedView(state, action: PayloadAction<ViewInput>) {
      cache(state, toVisitedView(action.payload));
    },
    /** Closes a tab; pinned tabs stay. */
    delView(state, action: PayloadAction<ViewRef>) {
      keepViews(state, (view) => view.affix === true || view.path !== action.payload.path);
    },
    /** Drops the page from the cache so it mounts afresh: the first half of a refresh. */
    delCachedView(state, action: PayloadAction<ViewRef>) {
      const key = cacheKeyOf(action.payload);
      if (state.cachedViews.includes(key)) state.cachedViews = state.cachedViews.filter((cached) => cached !== key);
    },
    delOthersViews(state, action: PayloadAction<ViewRef>) {
      keepViews(state, (view) => view.affix === true || view.path === action.payload.path);
    },
    delAllViews(state) {
      keepViews(state, (view) => view.affix === true);
    },
    /** Updates the open tab of the same path, e.g. a detail page's title once its data arrived. */
    updateVisitedView(state, action: PayloadAction<Pick<VisitedView, 'path'> & Partial<Omit<VisitedView, 'path'>>>) {
      const open = state.visitedViews.find((view) => view.path === action.payload.path);
      if (open) Object.assign(open, action.payload);
    },
    /** On log-out: every tab goes, pinned ones too (the persistence listener removes the saved tabs). */
    clearAllViews() {
      return EMPTY_TAGS_VIEW;
    },
  },
  selectors: {
    selectVisitedViews: (state) => state.visitedViews,
    selectCachedViews: (state) => state.cachedViews,
  },
});

export const {
  addView, addAffixViews, addCachedView, delView, delCachedView, delOthersViews, delAllViews, updateVisitedView, clearAllViews,
} = tagsViewSlice.actions;
export const { selectVisitedViews, selectCachedViews } = tagsViewSlice.selectors;
