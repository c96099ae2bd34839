import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { ScheduleKind, ScheduledTaskDetail } from '@om/api';
import { useTranslation } from '@om/i18n';
import { Panel, showSuccess } from '@om/ui';
import { failureMessage } from '../../../shared/resource';
import { TextField } from '../controls';
import { scheduleHooks } from '../hooks';

/**
 * Move an open task to another due time (the keyboard's way of the calendar's drag): the task keeps
 * its code, timeline and planned due time.
 */
export function TaskReschedule({ kind, task }: { kind: ScheduleKind; task: ScheduledTaskDetail }) {
  const { t } = useTranslation(['schedule', 'resource']);
  const { rescheduleTask: useReschedule } = scheduleHooks(kind);
  const [reschedule, moving] = useReschedule();
  const [dueAt, setDueAt] = useState(task.due_at);
  const [reason, setReason] = useState('');
  const [message, setMessage] = useState('');

  const submit = async () => {
    setMessage('');
    const result = await reschedule({ id: task.id, body: { version: task.version, due_at: dueAt, ...(reason.trim() && { reason: reason.trim() }) } });
    if ('error' in result) return setMessage(failureMessage(result.error, t('resource:form.failed')));
    setReason('');
    showSuccess(t('task.reschedule.done', { code: task.code, due: result.data.due_at.replace('T', ' ') }));
  };

  return (
    <Panel title={t('task.reschedule.title')}>
      <Stack gap="2">
        {task.planned_due_at !== task.due_at && <Text color="fg.muted">{t('task.reschedule.planned', { due: task.planned_due_at.replace('T', ' ') })}</Text>}
        <HStack align="end" wrap="wrap">
          <TextField label={t('task.reschedule.dueAt')} type="datetime-local" value={dueAt} onChange={setDueAt} />
          <TextField label={t('task.reschedule.reason')} value={reason} onChange={setReason} />
          <Button size="sm" onClick={() => void submit()} loading={moving.isLoading} disabled={!dueAt || dueAt === task.due_at}>
            {t('task.reschedule.submit')}
          </Button>
        </HStack>
        {message && (
          <Text role="alert" color="fg.error">
            {message}
          </Text>
        )}
      </Stack>
    </Panel>
  );
}
