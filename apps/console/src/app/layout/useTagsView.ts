import { useCallback, useEffect, useMemo, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useLocation, useMatches, useNavigate } from 'react-router';
import type { RouteRecord } from '@om/auth';
import { useTranslation } from '@om/i18n';
import { type TagAction, type TagsBarView } from '@om/ui';
import { addAffixViews, addView, affixViewsFromRoutes, delAllViews, delCachedView, delOthersViews, delView, NO_NAME_TITLE, type VisitedView } from '@om/shell-state';
import { isRouteHandle } from '../../shared/routing/routeHandle';
import { tagsViewOf, type RootState } from '../store';

/** Where to go after the showing tab was closed: the last tab left, else the home page. */
export function lastViewPath(views: readonly VisitedView[]): string {
  return views.at(-1)?.fullPath ?? '/';
}

/** The path `/redirect/<path>` that reloads a page's view (docs/product.md "Routes"). */
export function redirectPath(fullPath: string): string {
  return `/redirect${fullPath.startsWith('/') ? fullPath : `/${fullPath}`}`;
}

/**
 * The visited-tabs bar's state and actions: each page the router shows is added once per path
 * (titled by its route title), the pinned (affix) pages of the visible routes come first, and the
 * actions refresh / close / close others / close all keep the pinned ones.
 */
export function useTagsView(visibleRecords: readonly RouteRecord[]) {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const { t } = useTranslation('route');
  const handle = useMatches()
    .map((match) => match.handle)
    .filter(isRouteHandle)
    .at(-1);
  const visited = useSelector((state: RootState) => tagsViewOf(state).visitedViews);
  const cachedKeys = useSelector((state: RootState) => tagsViewOf(state).cachedViews);
  const [generations, setGenerations] = useState<Record<string, number>>({});

  useEffect(() => {
    dispatch(addAffixViews(affixViewsFromRoutes(visibleRecords)));
  }, [visibleRecords, dispatch]);

  useEffect(() => {
    if (!handle?.linkable) return;
    const query = Object.fromEntries(new URLSearchParams(location.search));
    dispatch(
      addView({
        path: location.pathname,
        fullPath: `${location.pathname}${location.search}`,
        title: handle.title,
        affix: handle.affix,
        noCache: handle.noCache,
        query: Object.keys(query).length ? query : undefined,
      }),
    );
    // Once per navigation (a new location object), also after a refresh of the same path.
  }, [location, handle, dispatch]);

  const views: TagsBarView[] = useMemo(
    () => visited.map((view) => ({ ...view, title: view.label ?? (view.title === NO_NAME_TITLE ? NO_NAME_TITLE : t(view.title)) })),
    [visited, t],
  );

  const onAction = useCallback(
    (action: TagAction, view: TagsBarView) => {
      const showing = view.path === location.pathname;
      switch (action) {
        case 'refresh':
          dispatch(delCachedView(view));
          setGenerations((current) => ({ ...current, [view.path]: (current[view.path] ?? 0) + 1 }));
          void navigate(redirectPath(view.fullPath), { replace: showing });
          return;
        case 'close': {
          if (view.affix) return;
          dispatch(delView(view));
          if (showing) void navigate(lastViewPath(visited.filter((open) => open.path !== view.path)));
          return;
        }
        case 'closeOthers':
          dispatch(delOthersViews(view));
          if (!showing) void navigate(view.fullPath);
          return;
        case 'closeAll': {
          dispatch(delAllViews());
          const pinned = visited.filter((open) => open.affix);
          if (!pinned.some((open) => open.path === location.pathname)) void navigate(lastViewPath(pinned));
        }
      }
    },
    [dispatch, navigate, location.pathname, visited],
  );

  return { views, cachedKeys, generations, onAction, activePath: location.pathname };
}
