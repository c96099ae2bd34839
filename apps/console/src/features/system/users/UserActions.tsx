import { Button } from '@chakra-ui/react';
import type { UserRecord } from '@om/api';
import { useTranslation } from '@om/i18n';
import type { RowMenuItem } from '@om/ui';

export interface UserActionsProps {
  user: UserRecord;
  onResetPassword(user: UserRecord): void;
  onToggleStatus(user: UserRecord): void;
  size?: 'xs' | 'sm';
}

/** Reset password and Disable/Enable as items of the user's row menu (the list). */
export function useUserMenuItems(handlers: Pick<UserActionsProps, 'onResetPassword' | 'onToggleStatus'>): (user: UserRecord) => RowMenuItem[] {
  const { t } = useTranslation('system');
  return (user) => [
    { key: 'reset-password', label: t('resources.users.resetPassword'), onSelect: () => handlers.onResetPassword(user) },
    { key: 'status', label: t(user.status === 'active' ? 'resources.users.disable' : 'resources.users.enable'), onSelect: () => handlers.onToggleStatus(user) },
  ];
}

/** Reset password and Disable/Enable as buttons (the user's page), named with the user for screen readers. */
export function UserActions({ user, onResetPassword, onToggleStatus, size = 'xs' }: UserActionsProps) {
  const { t } = useTranslation('system');
  const name = user.username;
  const active = user.status === 'active';
  return (
    <>
      <Button size={size} variant="ghost" aria-label={t('resources.users.resetPasswordOf', { name })} onClick={() => onResetPassword(user)}>
        {t('resources.users.resetPassword')}
      </Button>
      <Button size={size} variant="ghost" aria-label={t(active ? 'resources.users.disableUser' : 'resources.users.enableUser', { name })} onClick={() => onToggleStatus(user)}>
        {t(active ? 'resources.users.disable' : 'resources.users.enable')}
      </Button>
    </>
  );
}
