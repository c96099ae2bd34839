import { Button, HStack, Link as ChakraLink, List, Stack, Text } from '@chakra-ui/react';
import { listSlotRecipe } from '@chakra-ui/react/theme';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { isApiFailure, type ScheduledTaskDetail } from '@om/api';
import { scheduleHooks } from '../hooks';
import { useActions } from '@om/auth';
import { useTranslation } from '@om/i18n';
import { DetailList, PageHeader, PageLoading, Panel, showSuccess } from '@om/ui';
import { printPath } from '../../../shared/print/registry';
import { detailHref, failureMessage, useRouteId, useRouteTitle } from '../../../shared/resource';
import { repairOrdersMeta } from '../../repair';
import { TextField } from '../controls';
import { KINDS, paths } from '../kinds';
import { taskStatusKey } from '../labels';
import { taskPrintType } from '../print';
import { TaskStatusTag } from '../TaskStatusTag';
import { zonedDateTime } from '../zonedTime';
import type { KindPageProps } from '../withKind';
import { draftsOf, storedResultsKey, toResults, type ResultDraft } from './resultDraft';
import { ResultsForm } from './ResultsForm';
import { TaskActions } from './TaskActions';
import { TaskParts } from './TaskParts';
import { TaskPhotos } from './TaskPhotos';
import { TaskReschedule } from './TaskReschedule';

const OPEN_STATUSES: readonly string[] = ['created', 'assigned', 'accepted', 'started'];

function TaskPage({ kind, titleKey }: KindPageProps & { titleKey: string }) {
  const { t } = useTranslation(['schedule', 'common', 'resource']);
  const id = useRouteId();
  const config = KINDS[kind];
  const to = paths(config);
  const title = useRouteTitle(titleKey);
  const may = useActions([config.permissions.task]);
  const { getTask: useGetTask, recordTaskResults: useRecordResults, raiseTaskHazard: useRaiseHazard, raiseTaskRepairOrder: useRaiseRepairOrder } = scheduleHooks(kind);
  const [raiseHazard] = useRaiseHazard();
  const [raiseRepairOrder] = useRaiseRepairOrder();
  const navigate = useNavigate();
  const location = useLocation();
  const { data: task, isLoading, error } = useGetTask(id);
  const [record, recording] = useRecordResults();
  const [drafts, setDrafts] = useState<Record<string, ResultDraft>>({});
  const [minutes, setMinutes] = useState('');
  const [message, setMessage] = useState('');
  // The drafts follow the stored results only: a photo or a part saved meanwhile keeps unsaved readings.
  const draftsBase = useRef('');
  useEffect(() => {
    if (!task) return;
    const base = storedResultsKey(task);
    if (base === draftsBase.current) return;
    draftsBase.current = base;
    setDrafts(draftsOf(task));
    setMinutes(task.minutes_spent ? String(task.minutes_spent) : '');
  }, [task]);

  if (isLoading) return <PageLoading label={t('common:loading')} />;
  if (!task) return <Text role="alert">{isApiFailure(error) ? error.message : t('resource:detail.notFound')}</Text>;
  const editing = may.edit && task.status === 'started';

  const save = async (): Promise<ScheduledTaskDetail | undefined> => {
    setMessage('');
    const spent = Number(minutes);
    const result = await record({
      id,
      body: { version: task.version, results: toResults(task, drafts), ...(minutes.trim() !== '' && Number.isInteger(spent) && spent >= 0 && { minutes_spent: spent }) },
    });
    if ('error' in result) {
      setMessage(failureMessage(result.error, t('resource:form.failed')));
      return undefined;
    }
    const abnormal = result.data.abnormal_count;
    showSuccess(t('task.saved'), abnormal ? t('task.savedAbnormal', { count: abnormal }) : undefined);
    return result.data;
  };

  const raise = async (deviceId: number, itemKey: string) => {
    setMessage('');
    const result = await raiseHazard({ id, body: { device_id: deviceId, item_key: itemKey } });
    if ('error' in result) return setMessage(failureMessage(result.error, t('resource:form.failed')));
    showSuccess(t(result.data.merged ? 'task.hazardMerged' : 'task.hazardRaised', { id: result.data.fault_id }));
  };

  const raiseOrder = async (deviceId: number, itemKey: string) => {
    setMessage('');
    const result = await raiseRepairOrder({ id, body: { device_id: deviceId, item_key: itemKey } });
    if ('error' in result) return setMessage(failureMessage(result.error, t('resource:form.failed')));
    const { order, created } = result.data;
    const href = detailHref(repairOrdersMeta, order.order_id);
    showSuccess(
      t(created ? 'task.repairOrderRaised' : 'task.repairOrderExists', { code: order.order_code }),
      undefined,
      undefined,
      href ? { label: t('task.openRepairOrder'), onClick: () => void navigate(href) } : undefined,
    );
  };

  const rows = [
    { label: t('resources.tasks.fields.plan_name'), value: task.plan_name },
    { label: t('resources.tasks.fields.standard_name'), value: `${task.standard_name} (${t('task.revision', { revision: task.standard_revision })})` },
    { label: t('resources.tasks.fields.due_at'), value: task.due_at.replace('T', ' ') },
    ...(task.planned_due_at !== task.due_at ? [{ label: t('task.reschedule.plannedLabel'), value: task.planned_due_at.replace('T', ' ') }] : []),
    { label: t('task.timeZone'), value: task.time_zone },
    ...(task.deadline_at ? [{ label: t('task.deadline'), value: zonedDateTime(task.deadline_at, task.time_zone) }] : []),
    { label: t('resources.tasks.fields.status'), value: t(taskStatusKey(task.status)) },
    { label: t('resources.tasks.fields.assignee_name'), value: task.assignee_name || '—' },
    { label: t('resources.tasks.fields.abnormal_count'), value: String(task.abnormal_count) },
    { label: t('resources.tasks.fields.minutes_spent'), value: String(task.minutes_spent) },
    ...(task.close_reason ? [{ label: t('resources.tasks.fields.close_reason'), value: task.close_reason }] : []),
  ];

  return (
    <Stack gap="4">
      <PageHeader
        title={`${title} · ${task.code}`}
        actions={
          <HStack wrap="wrap">
            <Button asChild size="sm" variant="outline">
              <Link to={to.tasks}>{t('resource:detail.back')}</Link>
            </Button>
            <Button asChild size="sm" variant="outline">
              <Link to={printPath(taskPrintType(kind), [task.id], `${location.pathname}${location.search}`)}>{t('task.print')}</Link>
            </Button>
          </HStack>
        }
      >
        <HStack>
          <TaskStatusTag status={task.status} overdue={task.overdue} />
          <ChakraLink asChild color="brand.fg">
            <Link to={to.plan(task.plan_id)}>{task.plan_name}</Link>
          </ChakraLink>
        </HStack>
      </PageHeader>
      {message && (
        <Text role="alert" color="fg.error">
          {message}
        </Text>
      )}
      <Panel title={t('task.basics')}>
        <DetailList rows={rows} />
      </Panel>
      <TaskActions kind={kind} task={task} beforeComplete={save} />
      <Panel title={t('task.results')}>
        <ResultsForm
          task={task}
          drafts={drafts}
          readOnly={!editing}
          onChange={(key, draft) => setDrafts({ ...drafts, [key]: draft })}
          onRaise={may.edit ? (deviceId, itemKey) => void raise(deviceId, itemKey) : undefined}
          repairOrders={task.repair_orders}
          onRepairOrder={may.edit ? (deviceId, itemKey) => void raiseOrder(deviceId, itemKey) : undefined}
        />
        {editing && (
          <HStack mt="3" align="end" wrap="wrap">
            <TextField label={t('resources.tasks.fields.minutes_spent')} type="number" value={minutes} onChange={setMinutes} />
            <Button size="sm" onClick={() => void save()} loading={recording.isLoading}>
              {t('task.saveResults')}
            </Button>
          </HStack>
        )}
      </Panel>
      <TaskParts kind={kind} task={task} editing={editing} />
      <TaskPhotos kind={kind} task={task} editing={editing} />
      {may.edit && OPEN_STATUSES.includes(task.status) && <TaskReschedule kind={kind} task={task} />}
      <Panel title={t('task.history')}>
        <List.Root recipe={listSlotRecipe} ps="5">
          {task.events.map((event) => (
            <List.Item key={event.id}>
              {zonedDateTime(event.at, task.time_zone)} · {event.actor_name || t('task.scheduler')} · {t(`task.event.${event.action}`)}
              {event.action === 'assign' && event.assignee_name ? ` → ${event.assignee_name}` : ''}
              {event.reason ? ` — ${event.reason}` : ''}
            </List.Item>
          ))}
        </List.Root>
      </Panel>
    </Stack>
  );
}

/** taskDetails/{id}: execute a task (results per device and item), move it along its lifecycle. */
export function TaskDetailPage({ kind }: KindPageProps) {
  return <TaskPage kind={kind} titleKey={`${kind}.taskDetails`} />;
}

/** checkDetails/{id} (maintenance) and checkTaskDetails/{id} (overhaul): the same page, reached for the acceptance check. */
export function TaskCheckPage({ kind }: KindPageProps) {
  const check = KINDS[kind].pages.check ?? 'taskDetails';
  return <TaskPage kind={kind} titleKey={`${kind}.${check}`} />;
}
