import { Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useResetUserPasswordMutation, type UserRecord } from '@om/api';
import { useTranslation } from '@om/i18n';
import { ConfirmDialog, FieldControl, showSuccess } from '@om/ui';
import { settled, toSaveFailure } from '../../../shared/resource';
import { passwordProblem } from './users.resource';

export interface ResetPasswordDialogProps {
  user?: UserRecord;
  onClose(): void;
}

/** Sets a new password for a user; every session of the user ends (the dialog says so). */
export function ResetPasswordDialog({ user, onClose }: ResetPasswordDialogProps) {
  const { t } = useTranslation(['system', 'resource']);
  const [reset, { isLoading }] = useResetUserPasswordMutation();
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [errors, setErrors] = useState<{ password?: string; repeat?: string }>({});
  const [problem, setProblem] = useState<string>();

  const close = () => {
    setPassword('');
    setRepeat('');
    setErrors({});
    setProblem(undefined);
    onClose();
  };

  const submit = async () => {
    if (!user) return;
    const rule = passwordProblem(password);
    const found = { password: rule ? t(rule) : undefined, repeat: repeat !== password ? t('resources.users.passwordsDiffer') : undefined };
    setErrors(found);
    if (found.password || found.repeat) return;
    const outcome = settled(await reset({ id: user.id, body: { password } }));
    if (outcome.ok) {
      showSuccess(t('resources.users.passwordReset', { name: user.username }));
      close();
      return;
    }
    const failure = toSaveFailure(outcome.error, ['password'], t('resource:form.failed'));
    if (failure.kind === 'field') setErrors({ password: failure.text });
    else setProblem(failure.kind === 'form' ? failure.message : t('resource:form.conflictTitle'));
  };

  return (
    <ConfirmDialog
      open={user !== undefined}
      title={t('resources.users.resetPasswordOf', { name: user?.username ?? '' })}
      confirmLabel={t('resources.users.resetPassword')}
      busy={isLoading}
      error={problem}
      onConfirm={() => void submit()}
      onCancel={close}
    >
      <Stack gap="3">
        <Text>{t('resources.users.resetPasswordText')}</Text>
        <FieldControl
          spec={{ name: 'password', label: t('resources.users.newPassword'), kind: 'password', required: true, help: t('resources.users.passwordHelp') }}
          value={password}
          error={errors.password}
          onChange={(value) => setPassword(typeof value === 'string' ? value : '')}
        />
        <FieldControl
          spec={{ name: 'repeat', label: t('resources.users.repeatPassword'), kind: 'password', required: true }}
          value={repeat}
          error={errors.repeat}
          onChange={(value) => setRepeat(typeof value === 'string' ? value : '')}
        />
      </Stack>
    </ConfirmDialog>
  );
}
