import { Box, Flex } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useSelector } from 'react-redux';
import { Outlet } from 'react-router';
import { selectRoles, type SessionRootState } from '@om/auth';
import { useTranslation } from '@om/i18n';
import { Sidebar, TopBar } from '@om/ui';
import { enabledModules, useHost } from '../../shared/host/HostContext';
import { visibleRoutes } from '../access';
import { useAppRoutes } from '../RoutesContext';
import { HeaderControls } from './HeaderControls';
import { toMenuEntries } from './menuEntries';
import { useActiveMenu, useBreadcrumbs } from './useRouteTrail';
import { useSidebar } from './useSidebar';

/** The signed-in layout: sidebar menu, top bar, and the page. */
export function Shell() {
  const host = useHost();
  const routes = useAppRoutes();
  const roles = useSelector((state: SessionRootState) => selectRoles(state));
  const { t } = useTranslation('route');
  const entries = useMemo(() => toMenuEntries(visibleRoutes(routes, enabledModules(host), roles), t), [routes, host, roles, t]);
  const sidebar = useSidebar();
  const breadcrumbs = useBreadcrumbs();
  const activePath = useActiveMenu();
  const showSidebar = !sidebar.isMobile || sidebar.open;

  return (
    <Flex minHeight="100vh" bg="gray.50">
      {showSidebar && (
        <Box position={sidebar.isMobile ? 'fixed' : 'relative'} zIndex="modal" insetY="0" left="0">
          <Sidebar
            platformName={host.name_ii}
            logo={host.icon}
            entries={entries}
            activePath={activePath}
            collapsed={!sidebar.open}
            onExpandRequest={sidebar.expand}
          />
        </Box>
      )}
      {sidebar.isMobile && sidebar.open && (
        <Box position="fixed" inset="0" bg="blackAlpha.500" zIndex="overlay" onClick={sidebar.close} aria-hidden="true" />
      )}
      <Flex direction="column" flex="1" minWidth="0">
        <Box position="sticky" top="0" zIndex="sticky">
          <TopBar sidebarOpen={sidebar.open} onToggleSidebar={sidebar.toggle} breadcrumbs={breadcrumbs}>
            <HeaderControls />
          </TopBar>
        </Box>
        <Box as="main" flex="1" padding={{ base: '3', md: '5' }}>
          <Outlet />
        </Box>
      </Flex>
    </Flex>
  );
}
