import { Button, HStack, Stack, Text, chakra } from '@chakra-ui/react';
import { useEffect, useId, useState, type ChangeEvent } from 'react';
import { useDispatch } from 'react-redux';
import { api, uploadAvatar, type Profile } from '@om/api';
import { profileLoaded } from '@om/auth';
import { useTranslation } from '@om/i18n';
import { Panel, showSuccess, useUiSize } from '@om/ui';
import { StoredAvatar } from '../../../shared/avatar/StoredAvatar';
import { checkAvatarFile } from '../validation';

/** The chosen picture as an object URL for its preview (revoked when another is chosen or the form closes). */
function usePreview(file: File | undefined): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== 'function') return setUrl(undefined);
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

/** Choose a picture (PNG, JPEG or WebP, at most 512 KB), see it, upload it to the file store (POST /user/avatar). */
export function AvatarForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation('profile');
  const size = useUiSize();
  const dispatch = useDispatch();
  const [file, setFile] = useState<File>();
  const [busy, setBusy] = useState(false);
  const preview = usePreview(file);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | undefined>();
  const inputId = useId();
  const hintId = useId();

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    setFile(undefined);
    setMessage(undefined);
    if (!chosen) return;
    const problem = checkAvatarFile(chosen);
    if (problem) {
      setMessage({ ok: false, text: t(`avatar.${problem}`, { name: chosen.name }) });
      event.target.value = '';
      return;
    }
    setFile(chosen);
  };

  const send = async () => {
    if (!file) return;
    setBusy(true);
    const result = await uploadAvatar(file);
    setBusy(false);
    if ('error' in result) {
      setMessage({ ok: false, text: result.error.message || t('avatar.failed') });
      return;
    }
    dispatch(profileLoaded(result.data));
    dispatch(api.util.invalidateTags(['Profile']));
    setFile(undefined);
    setMessage({ ok: true, text: t('avatar.saved') });
    showSuccess(t('avatar.saved'));
  };

  return (
    <Panel title={t('avatar.title')}>
      <Stack gap="4">
        <HStack gap="4">
          {file && preview ? (
            <chakra.img src={preview} alt={t('avatar.preview')} width="96px" height="96px" borderRadius="full" objectFit="cover" />
          ) : (
            <StoredAvatar name={profile.name} src={profile.avatar} size="xl" />
          )}
          <Stack gap="1">
            <chakra.label htmlFor={inputId} fontSize="sm" fontWeight="medium">
              {t('avatar.choose')}
            </chakra.label>
            <chakra.input id={inputId} type="file" accept="image/png,image/jpeg,image/webp" aria-describedby={hintId} fontSize="sm" onChange={choose} />
            <Text id={hintId} fontSize="xs" color="fg.muted">
              {t('avatar.hint')}
            </Text>
          </Stack>
        </HStack>
        <Text role="status" fontSize="sm" color={message?.ok ? 'fg.success' : 'fg.error'}>
          {message?.text}
        </Text>
        <Button colorPalette="brand" size={size} alignSelf="start" disabled={!file} loading={busy} onClick={() => void send()}>
          {t('avatar.upload')}
        </Button>
      </Stack>
    </Panel>
  );
}
