import { chakra } from '@chakra-ui/react';
import { useTranslation } from '@om/i18n';
import { UserAvatar } from '../display/UserAvatar';
import { Icon } from '../icons/Icon';
import { MenuButton } from './MenuButton';

export interface UserMenuProps {
  name: string;
  avatar?: string;
  onProfile(): void;
  onLogout(): void;
}

/** The user's name and picture, opening Profile and Log out. */
export function UserMenu({ name, avatar, onProfile, onLogout }: UserMenuProps) {
  const { t } = useTranslation('layout');
  return (
    <MenuButton
      label={t('userMenu')}
      items={[
        { value: 'profile', label: t('profile'), icon: <Icon name="profile" /> },
        { value: 'logout', label: t('logout'), icon: <Icon name="logout" /> },
      ]}
      onSelect={(value) => (value === 'logout' ? onLogout() : onProfile())}
    >
      <UserAvatar name={name} src={avatar} size="xs" />
      <chakra.span hideBelow="md" maxWidth="8rem" truncate>
        {name}
      </chakra.span>
      <Icon name="chevronDown" />
    </MenuButton>
  );
}
