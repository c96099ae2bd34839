import { Box, Flex, IconButton } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from '@om/i18n';
import { Icon } from '../icons/Icon';
import { Breadcrumbs, type Crumb } from './Breadcrumbs';

export interface TopBarProps {
  sidebarOpen: boolean;
  onToggleSidebar(): void;
  breadcrumbs: Crumb[];
  /** Controls on the right: search, messages, shortcuts, language, size, settings, user menu. */
  children?: ReactNode;
}

export function TopBar({ sidebarOpen, onToggleSidebar, breadcrumbs, children }: TopBarProps) {
  const { t } = useTranslation('layout');
  return (
    <Flex as="header" align="center" gap="2" height="50px" paddingInline="2" bg="bg.panel" color="fg" boxShadow="0 1px 4px rgba(0,21,41,.08)">
      <IconButton variant="ghost" size="sm" aria-label={t('toggleSidebar')} aria-expanded={sidebarOpen} onClick={onToggleSidebar}>
        <Icon name="menu" size="20px" />
      </IconButton>
      <Box minWidth="0" overflow="hidden" hideBelow="sm">
        <Breadcrumbs items={breadcrumbs} />
      </Box>
      <Flex marginInlineStart="auto" align="center" gap={{ base: '0', md: '1' }} minWidth="0">
        {children}
      </Flex>
    </Flex>
  );
}
