import { Box, Flex, Image, Text } from '@chakra-ui/react';
import { Link } from 'react-router';
import { useTranslation } from '@om/i18n';
import { MENU_COLOURS, SIDEBAR_COLLAPSED_WIDTH, SIDEBAR_WIDTH } from '../theme/brand';
import { SidebarMenu, type SidebarMenuProps } from './SidebarMenu';

export interface SidebarProps extends SidebarMenuProps {
  platformName: string;
  logo: string;
  /** The settings' "sidebar logo". */
  showLogo?: boolean;
  /** Collapse without the width animation (the switch to the mobile layout). */
  withoutAnimation?: boolean;
}

/** The dark sidebar: logo and platform name above the menu (210px, 54px when collapsed). */
export function Sidebar({ platformName, logo, showLogo = true, withoutAnimation = false, ...menu }: SidebarProps) {
  const { t } = useTranslation('layout');
  return (
    <Box
      as="aside"
      width={menu.collapsed ? SIDEBAR_COLLAPSED_WIDTH : SIDEBAR_WIDTH}
      flexShrink={0}
      height="100vh"
      position="sticky"
      top="0"
      overflowY="auto"
      overflowX="hidden"
      bg={MENU_COLOURS.background}
      transition={withoutAnimation ? undefined : 'width 0.28s'}
    >
      {showLogo && (
        <Flex asChild align="center" gap="3" height="50px" paddingInline="4" bg="#2b2f3a" color="white">
          <Link to="/" aria-label={menu.collapsed ? platformName : undefined}>
            <Image src={logo} alt="" width="32px" height="32px" flexShrink={0} />
            {!menu.collapsed && (
              <Text as="span" fontWeight="semibold" fontSize="sm" truncate>
                {platformName}
              </Text>
            )}
          </Link>
        </Flex>
      )}
      <nav aria-label={t('mainMenu')}>
        <SidebarMenu {...menu} />
      </nav>
    </Box>
  );
}
