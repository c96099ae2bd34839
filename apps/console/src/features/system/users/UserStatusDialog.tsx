import { Text } from '@chakra-ui/react';
import { useState } from 'react';
import { isStaleVersion, isApiFailure, useUpdateUserMutation, type UserRecord } from '@om/api';
import { useTranslation } from '@om/i18n';
import { ConfirmDialog, showSuccess } from '@om/ui';
import { failureMessage, settled } from '../../../shared/resource';

export interface UserStatusDialogProps {
  user?: UserRecord;
  onClose(): void;
}

/** Disables (sessions end at once) or enables a user, after saying what it means. */
export function UserStatusDialog({ user, onClose }: UserStatusDialogProps) {
  const { t } = useTranslation(['system', 'resource']);
  const [update, { isLoading }] = useUpdateUserMutation();
  const [problem, setProblem] = useState<string>();
  const disabling = user?.status === 'active';
  const name = user?.username ?? '';

  const close = () => {
    setProblem(undefined);
    onClose();
  };

  const confirm = async () => {
    if (!user) return;
    const status = disabling ? 'disabled' : 'active';
    const outcome = settled(await update({ id: user.id, body: { version: user.version, status } }));
    if (outcome.ok) {
      showSuccess(t(disabling ? 'resources.users.disabled' : 'resources.users.enabled', { name }));
      close();
    } else {
      const stale = isApiFailure(outcome.error) && isStaleVersion(outcome.error);
      setProblem(stale ? t('resource:confirm.stale') : failureMessage(outcome.error, t('resource:form.failed')));
    }
  };

  return (
    <ConfirmDialog
      open={user !== undefined}
      title={t(disabling ? 'resources.users.disableTitle' : 'resources.users.enableTitle', { name })}
      confirmLabel={t(disabling ? 'resources.users.disable' : 'resources.users.enable')}
      tone={disabling ? 'danger' : undefined}
      busy={isLoading}
      error={problem}
      onConfirm={() => void confirm()}
      onCancel={close}
    >
      <Text>{t(disabling ? 'resources.users.disableText' : 'resources.users.enableText', { name })}</Text>
    </ConfirmDialog>
  );
}
