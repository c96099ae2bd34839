import { Button, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useChangePasswordMutation } from '@om/api';
import { useTranslation } from '@om/i18n';
import { Panel, useUiSize } from '@om/ui';
import { checkPasswordChange, PASSWORD_MIN_LENGTH, type PasswordForm as Form, type PasswordProblems } from '../validation';
import { Field } from './Field';

const EMPTY: Form = { current: '', next: '', confirm: '' };

/** The current password, the new one twice (POST /user/password); other sessions of the user end. */
export function PasswordForm() {
  const { t } = useTranslation('profile');
  const size = useUiSize();
  const [change, { isLoading }] = useChangePasswordMutation();
  const [form, setForm] = useState<Form>(EMPTY);
  const [problems, setProblems] = useState<PasswordProblems>({});
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | undefined>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = checkPasswordChange(form);
    setProblems(found);
    setOutcome(undefined);
    if (Object.keys(found).length) return;
    const result = await change({ current_password: form.current, new_password: form.next });
    if ('error' in result) {
      setOutcome({ ok: false, text: result.error?.message || t('password.failed') });
      return;
    }
    setForm(EMPTY);
    setOutcome({ ok: true, text: t('password.changed') });
  };

  const problem = (key: keyof Form) => (problems[key] ? t(`password.problem.${problems[key]}`, { min: PASSWORD_MIN_LENGTH }) : undefined);
  return (
    <Panel title={t('password.title')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="4" maxWidth="md">
          <Field label={t('password.current')} type="password" autoComplete="current-password" value={form.current} error={problem('current')} onChange={(e) => setForm({ ...form, current: e.target.value })} />
          <Field label={t('password.next')} type="password" autoComplete="new-password" hint={t('password.rule', { min: PASSWORD_MIN_LENGTH })} value={form.next} error={problem('next')} onChange={(e) => setForm({ ...form, next: e.target.value })} />
          <Field label={t('password.confirm')} type="password" autoComplete="new-password" value={form.confirm} error={problem('confirm')} onChange={(e) => setForm({ ...form, confirm: e.target.value })} />
          <Text role="status" fontSize="sm" color={outcome?.ok ? 'fg.success' : 'fg.error'}>
            {outcome?.text}
          </Text>
          <Button type="submit" colorPalette="brand" size={size} alignSelf="start" loading={isLoading}>
            {t('password.submit')}
          </Button>
        </Stack>
      </form>
    </Panel>
  );
}
