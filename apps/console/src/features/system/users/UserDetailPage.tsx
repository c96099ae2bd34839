import { useState } from 'react';
import type { UserRecord } from '@om/api';
import { useCanOperation } from '@om/auth';
import { ResourceDetailPage } from '../../../shared/resource';
import { ResetPasswordDialog } from './ResetPasswordDialog';
import { UserActions } from './UserActions';
import { UserStatusDialog } from './UserStatusDialog';
import { users } from './users.resource';

/** /system/details/:id: one user, their history, and the account actions. */
export function UserDetailPage() {
  const mayWrite = useCanOperation('updateUser');
  const [resetting, setResetting] = useState<UserRecord>();
  const [toggling, setToggling] = useState<UserRecord>();
  return (
    <>
      <ResourceDetailPage
        resource={users}
        actions={(user) => (mayWrite ? <UserActions user={user} size="sm" onResetPassword={setResetting} onToggleStatus={setToggling} /> : null)}
      />
      <ResetPasswordDialog user={resetting} onClose={() => setResetting(undefined)} />
      <UserStatusDialog user={toggling} onClose={() => setToggling(undefined)} />
    </>
  );
}
