import { Button, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useDispatch } from 'react-redux';
import { useUpdateProfileMutation, type Profile } from '@om/api';
import { profileLoaded } from '@om/auth';
import { useTranslation } from '@om/i18n';
import { Panel, useUiSize } from '@om/ui';
import { checkProfile, extraText, type ProfileProblems } from '../validation';
import { Field } from './Field';

/** Name, phone and email (PUT /user/profile); the top bar shows the new name at once. */
export function ProfileForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation('profile');
  const size = useUiSize();
  const dispatch = useDispatch();
  const [update, { isLoading }] = useUpdateProfileMutation();
  const [form, setForm] = useState({ name: profile.name, phone: extraText(profile, 'phone'), email: extraText(profile, 'email') });
  const [problems, setProblems] = useState<ProfileProblems>({});
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | undefined>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = checkProfile(form);
    setProblems(found);
    setOutcome(undefined);
    if (Object.keys(found).length) return;
    const result = await update({ name: form.name.trim(), phone: form.phone.trim(), email: form.email.trim() });
    if ('error' in result) {
      setOutcome({ ok: false, text: result.error?.message || t('details.failed') });
      return;
    }
    dispatch(profileLoaded(result.data));
    setOutcome({ ok: true, text: t('details.saved') });
  };

  const problem = (key: keyof ProfileProblems) => (problems[key] ? t(`details.problem.${problems[key]}`) : undefined);
  return (
    <Panel title={t('details.title')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="4" maxWidth="md">
          <Field label={t('details.name')} name="name" autoComplete="name" maxLength={64} value={form.name} error={problem('name')} onChange={(e) => setForm({ ...form, name: e.target.value })} />
          <Field label={t('details.phone')} name="phone" type="tel" autoComplete="tel" maxLength={32} value={form.phone} error={problem('phone')} onChange={(e) => setForm({ ...form, phone: e.target.value })} />
          <Field label={t('details.email')} name="email" type="email" autoComplete="email" maxLength={128} value={form.email} error={problem('email')} onChange={(e) => setForm({ ...form, email: e.target.value })} />
          <Text role="status" fontSize="sm" color={outcome?.ok ? 'fg.success' : 'fg.error'}>
            {outcome?.text}
          </Text>
          <Button type="submit" colorPalette="brand" size={size} alignSelf="start" loading={isLoading}>
            {t('details.save')}
          </Button>
        </Stack>
      </form>
    </Panel>
  );
}
