import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useLocation } from 'react-router';
import { useIsMobile } from '@om/ui';
import { closeSidebar, toggleDevice, toggleSidebar } from '@om/shell-state';
import { appStateOf, type RootState } from '../store';

/**
 * Open or collapsed, remembered in the cookie sidebarStatus (1/0, docs/product.md "Constants") by the shell state.
 * Below 992px the layout is mobile: the sidebar is a drawer over the page, closed (without
 * animation) when the layout turns mobile and closed on every navigation.
 */
export function useSidebar() {
  const dispatch = useDispatch();
  const isMobile = useIsMobile();
  const { opened, withoutAnimation } = useSelector((state: RootState) => appStateOf(state).sidebar);
  const device = useSelector((state: RootState) => appStateOf(state).device);
  const { pathname } = useLocation();

  useEffect(() => {
    dispatch(toggleDevice(isMobile ? 'mobile' : 'desktop'));
    if (isMobile) dispatch(closeSidebar({ withoutAnimation: true }));
  }, [isMobile, dispatch]);

  useEffect(() => {
    if (isMobile) dispatch(closeSidebar({ withoutAnimation: false }));
    // On navigation only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);

  const mobile = isMobile || device === 'mobile';
  return {
    isMobile: mobile,
    open: opened,
    withoutAnimation,
    toggle: () => dispatch(toggleSidebar()),
    close: () => dispatch(closeSidebar({ withoutAnimation: false })),
    expand: () => {
      if (!opened) dispatch(toggleSidebar());
    },
  };
}
