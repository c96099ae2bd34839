import { Button, Menu, Portal } from '@chakra-ui/react';
import { menuSlotRecipe } from '@chakra-ui/react/theme';
import { useTranslation } from '@om/i18n';
import { UserAvatar } from '../display/UserAvatar';
import { Icon } from '../icons/Icon';

export interface UserMenuProps {
  name: string;
  avatar?: string;
  onProfile(): void;
  onLogout(): void;
}

export function UserMenu({ name, avatar, onProfile, onLogout }: UserMenuProps) {
  const { t } = useTranslation('layout');
  return (
    <Menu.Root recipe={menuSlotRecipe} onSelect={({ value }) => (value === 'logout' ? onLogout() : onProfile())}>
      <Menu.Trigger asChild>
        <Button variant="ghost" size="sm" aria-label={t('userMenu')}>
          <UserAvatar name={name} src={avatar} size="xs" />
          {name}
          <Icon name="chevronDown" />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            <Menu.Item value="profile">
              <Icon name="profile" />
              {t('profile')}
            </Menu.Item>
            <Menu.Item value="logout">
              <Icon name="logout" />
              {t('logout')}
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
