import { Box, Flex, chakra } from '@chakra-ui/react';
import { useEffect, useMemo } from 'react';
import { useSelector } from 'react-redux';
import { selectRoles, type SessionRootState } from '@om/auth';
import { useTranslation } from '@om/i18n';
import { CHAKRA_SIZES, KeepAliveOutlet, Sidebar, TagsBar, TopBar, UiSizeProvider } from '@om/ui';
import { selectSettings } from '@om/shell-state';
import { enabledModules, useHost, usePlatformName } from '../../shared/host/HostContext';
import { visibleRoutes } from '../access';
import { useAppRoutes } from '../RoutesContext';
import { appStateOf, type RootState } from '../store';
import { HeaderControls } from './HeaderControls';
import { toMenuEntries } from './menuEntries';
import { toSearchEntries } from './searchEntries';
import { useActiveMenu, useBreadcrumbs } from './useRouteTrail';
import { useSidebar } from './useSidebar';
import { useTagsView } from './useTagsView';

const MAIN_ID = 'main-content';

/**
 * The signed-in layout: sidebar menu (a drawer below 992px), top bar, visited-tabs bar, and the pages,
 * kept alive per open tab.
 */
export function Shell() {
  const host = useHost();
  const platform = usePlatformName();
  const routes = useAppRoutes();
  const roles = useSelector((state: SessionRootState) => selectRoles(state));
  const settings = useSelector((state: RootState) => selectSettings(state));
  const size = useSelector((state: RootState) => appStateOf(state).size);
  const { t } = useTranslation(['layout', 'route']);
  const visible = useMemo(() => visibleRoutes(routes, enabledModules(host), roles), [routes, host, roles]);
  const entries = useMemo(() => toMenuEntries(visible, t), [visible, t]);
  const searchEntries = useMemo(() => toSearchEntries(visible, t), [visible, t]);
  const sidebar = useSidebar();
  const breadcrumbs = useBreadcrumbs();
  const activePath = useActiveMenu();
  const tabs = useTagsView(visible);
  const drawerOpen = sidebar.isMobile && sidebar.open;

  useEffect(() => {
    if (!drawerOpen) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') sidebar.close();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [drawerOpen, sidebar]);

  const menu = (
    <Sidebar
      platformName={platform}
      logo={host.icon}
      showLogo={settings.sidebarLogo}
      withoutAnimation={sidebar.withoutAnimation}
      entries={entries}
      activePath={activePath}
      collapsed={!sidebar.isMobile && !sidebar.open}
      onExpandRequest={sidebar.expand}
    />
  );

  return (
    <UiSizeProvider size={CHAKRA_SIZES[size]}>
      <chakra.a
        href={`#${MAIN_ID}`}
        position="absolute"
        left="2"
        top="-12"
        zIndex="skipNav"
        padding="2"
        bg="bg.panel"
        color="fg"
        borderRadius="md"
        _focus={{ top: '2' }}
      >
        {t('layout:skipToContent')}
      </chakra.a>
      <Flex minHeight="100vh" bg="bg.subtle" color="fg">
        {!sidebar.isMobile && menu}
        {drawerOpen && (
          <>
            <Box position="fixed" inset="0" bg="blackAlpha.600" zIndex="overlay" onClick={sidebar.close} aria-hidden="true" />
            <Box position="fixed" insetBlock="0" left="0" zIndex="modal" data-testid="mobile-sidebar">
              {menu}
            </Box>
          </>
        )}
        <Flex direction="column" flex="1" minWidth="0">
          <Box position={settings.fixedHeader ? 'sticky' : 'relative'} top="0" zIndex="sticky">
            <TopBar sidebarOpen={sidebar.open} onToggleSidebar={sidebar.toggle} breadcrumbs={breadcrumbs}>
              <HeaderControls searchEntries={searchEntries} />
            </TopBar>
            {settings.tagsView && <TagsBar views={tabs.views} activePath={tabs.activePath} onAction={tabs.onAction} />}
          </Box>
          <Box as="main" id={MAIN_ID} tabIndex={-1} data-ui-size={CHAKRA_SIZES[size]} flex="1" padding={{ base: '3', md: '5' }} outline="none">
            <KeepAliveOutlet cachedKeys={settings.tagsView ? tabs.cachedKeys : []} generations={tabs.generations} />
          </Box>
        </Flex>
      </Flex>
    </UiSizeProvider>
  );
}
