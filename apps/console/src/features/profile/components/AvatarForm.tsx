import { Button, HStack, Stack, Text, chakra } from '@chakra-ui/react';
import { useId, useState, type ChangeEvent } from 'react';
import { useDispatch } from 'react-redux';
import { useUploadAvatarMutation, type Profile } from '@om/api';
import { profileLoaded } from '@om/auth';
import { useTranslation } from '@om/i18n';
import { Panel, UserAvatar, useUiSize } from '@om/ui';
import { checkAvatarFile } from '../validation';

/** The file as a data URL (`data:image/png;base64,…`), the form POST /user/avatar takes. */
export async function toDataUrl(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  const CHUNK = 0x8000;
  for (let start = 0; start < bytes.length; start += CHUNK) binary += String.fromCharCode(...bytes.subarray(start, start + CHUNK));
  return `data:${file.type};base64,${btoa(binary)}`;
}

/** Choose a picture (PNG, JPEG or WebP, at most 512 KB), see it, upload it (POST /user/avatar as a data URL). */
export function AvatarForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation('profile');
  const size = useUiSize();
  const dispatch = useDispatch();
  const [upload, { isLoading }] = useUploadAvatarMutation();
  const [preview, setPreview] = useState<string | undefined>();
  const [message, setMessage] = useState<{ ok: boolean; text: string } | undefined>();
  const inputId = useId();
  const hintId = useId();

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    setPreview(undefined);
    setMessage(undefined);
    if (!file) return;
    const problem = checkAvatarFile(file);
    if (problem) {
      setMessage({ ok: false, text: t(`avatar.${problem}`, { name: file.name }) });
      event.target.value = '';
      return;
    }
    try {
      setPreview(await toDataUrl(file));
    } catch {
      setMessage({ ok: false, text: t('avatar.unreadable', { name: file.name }) });
    }
  };

  const send = async () => {
    if (!preview) return;
    const result = await upload({ data_url: preview });
    if ('error' in result) {
      setMessage({ ok: false, text: result.error?.message || t('avatar.failed') });
      return;
    }
    dispatch(profileLoaded(result.data));
    setPreview(undefined);
    setMessage({ ok: true, text: t('avatar.saved') });
  };

  return (
    <Panel title={t('avatar.title')}>
      <Stack gap="4">
        <HStack gap="4">
          {preview ? (
            <chakra.img src={preview} alt={t('avatar.preview')} width="96px" height="96px" borderRadius="full" objectFit="cover" />
          ) : (
            <UserAvatar name={profile.name} src={profile.avatar} size="xl" />
          )}
          <Stack gap="1">
            <chakra.label htmlFor={inputId} fontSize="sm" fontWeight="medium">
              {t('avatar.choose')}
            </chakra.label>
            <chakra.input id={inputId} type="file" accept="image/png,image/jpeg,image/webp" aria-describedby={hintId} fontSize="sm" onChange={(event) => void choose(event)} />
            <Text id={hintId} fontSize="xs" color="fg.muted">
              {t('avatar.hint')}
            </Text>
          </Stack>
        </HStack>
        <Text role="status" fontSize="sm" color={message?.ok ? 'fg.success' : 'fg.error'}>
          {message?.text}
        </Text>
        <Button colorPalette="brand" size={size} alignSelf="start" disabled={!preview} loading={isLoading} onClick={() => void send()}>
          {t('avatar.upload')}
        </Button>
      </Stack>
    </Panel>
  );
}
