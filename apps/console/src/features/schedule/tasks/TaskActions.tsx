import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { ScheduleKind, ScheduledTaskDetail, TaskAction } from '@om/api';
import { scheduleHooks } from '../hooks';
import { useActions } from '@om/auth';
import { useTranslation } from '@om/i18n';
import { showSuccess } from '@om/ui';
import { failureMessage, useUserLookup } from '../../../shared/resource';
import { SelectField, TextField } from '../controls';
import { KINDS } from '../kinds';

/** The lifecycle buttons the task's status allows (the server refuses the rest anyway). */
// The shared work-order lifecycle (apps/server/src/work-orders/lifecycle.ts).
const BY_STATUS: Record<string, readonly TaskAction[]> = {
  created: ['assign', 'close'],
  assigned: ['accept', 'assign', 'return', 'close'],
  accepted: ['start', 'close'],
  started: ['complete', 'close'],
  completed: ['close'],
};

export interface TaskActionsProps {
  kind: ScheduleKind;
  task: ScheduledTaskDetail;
  /** Saves unsaved results before `complete`. */
  beforeComplete(): Promise<ScheduledTaskDetail | undefined>;
}

/** Assign / accept / start / complete / return / close, and the acceptance check of a completed task. */
export function TaskActions({ kind, task, beforeComplete }: TaskActionsProps) {
  const { t } = useTranslation(['schedule', 'resource']);
  const may = useActions([KINDS[kind].permissions.task]);
  const users = useUserLookup();
  const { transitionTask: useTransition, checkTask: useCheck } = scheduleHooks(kind);
  const [transition, moving] = useTransition();
  const [check, checking] = useCheck();
  const [assignee, setAssignee] = useState(task.assignee_id ? String(task.assignee_id) : '');
  const [reason, setReason] = useState('');
  const [message, setMessage] = useState('');

  const run = async (action: TaskAction) => {
    setMessage('');
    let current = task;
    if (action === 'complete') {
      const saved = await beforeComplete();
      if (!saved) return;
      current = saved;
    }
    const result = await transition({
      id: task.id,
      body: { action, version: current.version, ...(action === 'assign' && assignee && { assignee_id: Number(assignee) }), ...(reason.trim() && { reason: reason.trim() }) },
    });
    if ('error' in result) return setMessage(failureMessage(result.error, t('resource:form.failed')));
    setReason('');
    showSuccess(t(`task.done.${action}`, { code: task.code }));
  };
  const decide = async (passed: boolean) => {
    setMessage('');
    const result = await check({ id: task.id, body: { version: task.version, passed, ...(reason.trim() && { note: reason.trim() }) } });
    if ('error' in result) return setMessage(failureMessage(result.error, t('resource:form.failed')));
    setReason('');
    showSuccess(t(passed ? 'task.done.check_pass' : 'task.done.check_fail', { code: task.code }));
  };

  const actions = may.edit ? (BY_STATUS[task.status] ?? []) : [];
  const checkable = may.approve && task.status === 'completed';
  if (!actions.length && !checkable) return null;
  return (
    <Stack gap="3" as="section" aria-label={t('task.actions')}>
      {message && (
        <Text role="alert" color="fg.error">
          {message}
        </Text>
      )}
      {actions.includes('assign') && (
        <SelectField label={t('task.assignee')} value={assignee} onChange={setAssignee} options={[{ value: '', label: t('resource:form.choose') }, ...users.options.map((option) => ({ value: option.value, label: option.label }))]} />
      )}
      <TextField label={t(checkable ? 'task.checkNote' : 'task.reason')} value={reason} onChange={setReason} />
      {checkable && <Text color="fg.muted">{t('task.checkerRule')}</Text>}
      <HStack wrap="wrap">
        {actions.map((action) => (
          <Button key={action} size="sm" variant={action === 'close' || action === 'return' ? 'outline' : 'solid'} loading={moving.isLoading} onClick={() => void run(action)}>
            {t(`task.action.${action}`)}
          </Button>
        ))}
        {checkable && (
          <>
            <Button size="sm" colorPalette="green" loading={checking.isLoading} onClick={() => void decide(true)}>
              {t('task.action.check_pass')}
            </Button>
            <Button size="sm" variant="outline" colorPalette="red" loading={checking.isLoading} onClick={() => void decide(false)}>
              {t('task.action.check_fail')}
            </Button>
          </>
        )}
      </HStack>
    </Stack>
  );
}
