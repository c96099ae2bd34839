import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { readCookie, writeCookie } from '@om/auth';
import { useIsMobile } from '@om/ui';

const SIDEBAR_COOKIE = 'sidebarStatus';

/**
 * Open or collapsed, remembered in the cookie sidebarStatus (1/0, spec §4). Below 992px the
 * sidebar overlays the page, starts closed and closes on every navigation.
 */
export function useSidebar() {
  const isMobile = useIsMobile();
  const [desktopOpen, setDesktopOpen] = useState(() => readCookie(SIDEBAR_COOKIE) !== '0');
  const [mobileOpen, setMobileOpen] = useState(false);
  const { pathname } = useLocation();

  useEffect(() => setMobileOpen(false), [pathname]);

  const toggle = () => {
    if (isMobile) return setMobileOpen(!mobileOpen);
    writeCookie(SIDEBAR_COOKIE, desktopOpen ? '0' : '1');
    setDesktopOpen(!desktopOpen);
  };
  return { isMobile, open: isMobile ? mobileOpen : desktopOpen, toggle, close: () => setMobileOpen(false), expand: () => !isMobile && !desktopOpen && toggle() };
}
