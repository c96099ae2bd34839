import { Box, Button, SimpleGrid, Stack, Text, chakra } from '@chakra-ui/react';
import { useState } from 'react';
import type { ScheduleKind, ScheduledTaskDetail, StoredFile } from '@om/api';
import { useTranslation } from '@om/i18n';
import { Panel, showSuccess } from '@om/ui';
import { failureMessage } from '../../../shared/resource';
import { FileUpload, useFileObjectUrl } from '../../files';
import { scheduleHooks } from '../hooks';

function Photo({ file }: { file: StoredFile }) {
  const preview = useFileObjectUrl({ id: file.id, name: file.name });
  return preview.url ? <chakra.img src={preview.url} alt={file.name} width="full" height="32" objectFit="cover" borderRadius="sm" /> : <Box height="32" bg="bg.muted" borderRadius="sm" />;
}

export interface TaskPhotosProps {
  kind: ScheduleKind;
  task: ScheduledTaskDetail;
  /** The assignee executing the task (started) may add and remove photos. */
  editing: boolean;
}

/** Photos taken during the task: streamed to the file store, then attached; read with the session only. */
export function TaskPhotos({ kind, task, editing }: TaskPhotosProps) {
  const { t } = useTranslation(['schedule', 'resource']);
  const { attachTaskPhoto: useAttach, removeTaskPhoto: useRemove } = scheduleHooks(kind);
  const [attach] = useAttach();
  const [remove, removing] = useRemove();
  const [round, setRound] = useState(0);
  const [message, setMessage] = useState('');

  const uploaded = async (fileId: string) => {
    if (!fileId) return;
    setMessage('');
    const result = await attach({ id: task.id, body: { version: task.version, file_id: Number(fileId) } });
    setRound((value) => value + 1);
    if ('error' in result) return setMessage(failureMessage(result.error, t('resource:form.failed')));
    showSuccess(t('task.photos.attached'));
  };
  const drop = async (file: StoredFile) => {
    setMessage('');
    const result = await remove({ id: task.id, fileId: file.id, version: task.version });
    if ('error' in result) return setMessage(failureMessage(result.error, t('resource:form.failed')));
    showSuccess(t('task.photos.removed', { name: file.name }));
  };

  return (
    <Panel title={t('task.photos.title')}>
      <Stack gap="3">
        {task.photos.length === 0 ? (
          <Text color="fg.muted">{t('task.photos.none')}</Text>
        ) : (
          <SimpleGrid columns={{ base: 2, md: 4 }} gap="3" as="ul" aria-label={t('task.photos.title')} listStyleType="none">
            {task.photos.map((file) => (
              <Stack as="li" key={file.id} gap="1">
                <Photo file={file} />
                {editing && (
                  <Button size="xs" variant="outline" loading={removing.isLoading} onClick={() => void drop(file)} aria-label={t('task.photos.remove', { name: file.name })}>
                    {t('task.photos.removeShort')}
                  </Button>
                )}
              </Stack>
            ))}
          </SimpleGrid>
        )}
        {editing && <FileUpload key={round} purpose="task" label={t('task.photos.add')} onUploaded={(fileId) => void uploaded(fileId)} />}
        {message && (
          <Text role="alert" color="fg.error">
            {message}
          </Text>
        )}
      </Stack>
    </Panel>
  );
}
