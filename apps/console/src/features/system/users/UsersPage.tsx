import { useState } from 'react';
import type { UserRecord } from '@om/api';
import { ResourceListPage } from '../../../shared/resource';
import { ResetPasswordDialog } from './ResetPasswordDialog';
import { useUserMenuItems } from './UserActions';
import { UserStatusDialog } from './UserStatusDialog';
import { users } from './users.resource';

/** /system/member: the users of the companies the caller may see. */
export function UsersPage() {
  const [resetting, setResetting] = useState<UserRecord>();
  const [toggling, setToggling] = useState<UserRecord>();
  const userItems = useUserMenuItems({ onResetPassword: setResetting, onToggleStatus: setToggling });
  return (
    <>
      <ResourceListPage
        resource={users}
        rowMenu={(user, { mayWrite }) => (mayWrite ? userItems(user) : [])}
      />
      <ResetPasswordDialog user={resetting} onClose={() => setResetting(undefined)} />
      <UserStatusDialog user={toggling} onClose={() => setToggling(undefined)} />
    </>
  );
}
