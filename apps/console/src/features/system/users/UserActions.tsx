import { Button } from '@chakra-ui/react';
import type { UserRecord } from '@om/api';
import { useTranslation } from '@om/i18n';

export interface UserActionsProps {
  user: UserRecord;
  onResetPassword(user: UserRecord): void;
  onToggleStatus(user: UserRecord): void;
  size?: 'xs' | 'sm';
}

/** Reset password and Disable/Enable, named with the user for screen readers. */
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
