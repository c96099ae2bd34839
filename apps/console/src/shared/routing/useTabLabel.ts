import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useLocation } from 'react-router';
import { updateVisitedView, type TagsViewState } from '@om/shell-state';

interface WithTabs {
  tagsView?: TagsViewState;
}

/**
 * Names the page's tab after its record (a device's code, a user's name) instead of the route's
 * title, so two open records are told apart. The shell opens the tab after the page rendered, so the
 * label is given once the tab exists.
 */
export function useTabLabel(label: string | undefined): void {
  const dispatch = useDispatch();
  const { pathname } = useLocation();
  const open = useSelector((state: WithTabs) => state.tagsView?.visitedViews.some((view) => view.path === pathname) ?? false);
  useEffect(() => {
    if (open && label) dispatch(updateVisitedView({ path: pathname, label }));
  }, [open, label, pathname, dispatch]);
}
