import { Button, Stack, Text, chakra, useRecipe } from '@chakra-ui/react';
import { useId, useState, type FormEvent } from 'react';
import { useBroadcastMessageMutation } from '@om/api';
import { useTranslation } from '@om/i18n';
import { Panel, useUiSize } from '@om/ui';

export interface BroadcastFormProps {
  /** After the server accepted it: how many users received the announcement. */
  onSent(recipients: number): void;
}

const TITLE_MAX = 100;
const CONTENT_MAX = 2000;

/** An administrator's announcement to every active user of their company (POST /admin/message_broadcast). */
export function BroadcastForm({ onSent }: BroadcastFormProps) {
  const { t } = useTranslation('message');
  const size = useUiSize();
  const inputStyles = useRecipe({ key: 'input' })({ size, variant: 'outline' });
  const [broadcast, { isLoading }] = useBroadcastMessageMutation();
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const [error, setError] = useState<string | undefined>();
  const titleId = useId();
  const contentId = useId();
  const errorId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!title.trim()) {
      setError(t('broadcast.titleRequired'));
      return;
    }
    setError(undefined);
    const result = await broadcast({ title: title.trim(), content });
    if ('error' in result) {
      const failure = result.error;
      setError(failure?.message || t('broadcast.failed'));
      return;
    }
    setTitle('');
    setContent('');
    onSent(result.data?.recipients ?? 0);
  };

  return (
    <Panel title={t('broadcast.title')}>
      <form onSubmit={submit} noValidate aria-describedby={error ? errorId : undefined}>
        <Stack gap="3" maxWidth="2xl">
          <Stack gap="1">
            <chakra.label htmlFor={titleId} fontSize="sm" fontWeight="medium">
              {t('broadcast.subject')}
            </chakra.label>
            <chakra.input
              id={titleId}
              css={inputStyles}
              maxLength={TITLE_MAX}
              required
              aria-invalid={error && !title.trim() ? true : undefined}
              value={title}
              onChange={(event) => setTitle(event.target.value)}
            />
          </Stack>
          <Stack gap="1">
            <chakra.label htmlFor={contentId} fontSize="sm" fontWeight="medium">
              {t('broadcast.content')}
            </chakra.label>
            <chakra.textarea
              id={contentId}
              css={inputStyles}
              height="auto"
              minHeight="24"
              paddingBlock="2"
              maxLength={CONTENT_MAX}
              value={content}
              onChange={(event) => setContent(event.target.value)}
            />
          </Stack>
          {error && (
            <Text id={errorId} color="fg.error" fontSize="sm" role="alert">
              {error}
            </Text>
          )}
          <Button type="submit" colorPalette="brand" size={size} alignSelf="start" loading={isLoading}>
            {t('broadcast.send')}
          </Button>
        </Stack>
      </form>
    </Panel>
  );
}
