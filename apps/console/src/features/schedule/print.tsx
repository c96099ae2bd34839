import { Box, Heading, SimpleGrid, Stack, Table, Text, chakra } from '@chakra-ui/react';
import { tableSlotRecipe } from '@chakra-ui/react/theme';
import { useMemo } from 'react';
import { scheduledWorkApi, type ScheduleKind, type ScheduledTaskDetail, type StandardItem, type StoredFile } from '@om/api';
import { useTranslation } from '@om/i18n';
import { registerPrintType } from '../../shared/print/registry';
import { useFileObjectUrl } from '../files';
import { boundsText, outcomeKeys, taskStatusKey } from './labels';
import { zonedDateTime } from './zonedTime';

/** The most tasks one print asks for (one request each). */
export const MAX_PRINTED_TASKS = 50;

/** The print type of a kind's task records: `/print/inspection-task/12,13`. */
export const taskPrintType = (kind: ScheduleKind) => `${kind}-task`;

const GET_TASK = {
  inspection: scheduledWorkApi.endpoints.getInspectionTask,
  maintain: scheduledWorkApi.endpoints.getMaintainTask,
  overhaul: scheduledWorkApi.endpoints.getOverhaulTask,
} as const;

function PrintedPhoto({ file }: { file: StoredFile }) {
  // One reference per file: a new object each render would restart the fetch for ever.
  const ref = useMemo(() => ({ id: file.id, name: file.name }), [file.id, file.name]);
  const preview = useFileObjectUrl(ref);
  return (
    <Stack gap="1">
      {preview.url ? <chakra.img src={preview.url} alt={file.name} width="full" height="40" objectFit="contain" /> : <Box height="40" bg="bg.muted" />}
      <Text textStyle="xs">{file.name}</Text>
    </Stack>
  );
}

/** The recorded outcome of one item on one device, in words ("72 ℃", "Abnormal"), or a dash. */
function outcomeText(t: (key: string) => string, item: StandardItem, result: ScheduledTaskDetail['results'][number] | undefined): string {
  if (!result) return '—';
  if (item.check_type === 'numeric') return result.reading === null ? '—' : `${result.reading}${item.unit ? ` ${item.unit}` : ''}`;
  if (result.ok === null) return '—';
  const keys = outcomeKeys(item.check_type);
  return t(result.ok ? keys.good : keys.bad);
}

/** One task record on its own A4 page: the task, its results per device and item, parts, photos, timeline, signatures. */
function TaskSheet({ task }: { task: ScheduledTaskDetail }) {
  const { t } = useTranslation(['schedule', 'common']);
  const when = (iso: string | null) => (iso ? zonedDateTime(iso, task.time_zone) : '—');
  const results = new Map(task.results.map((result) => [`${result.device_id}:${result.item_key}`, result]));
  const stepBy = (actions: readonly string[]) => [...task.events].reverse().find((event) => actions.includes(event.action));
  const completedBy = stepBy(['complete']);
  const checkedBy = stepBy(['pass', 'fail']);
  const field = (name: string) => t(`resources.tasks.fields.${name}`);
  const rows: [string, string][] = [
    [field('plan_name'), task.plan_name],
    [field('standard_name'), `${task.standard_name} (${t('task.revision', { revision: task.standard_revision })})`],
    [field('devices'), task.devices.map((device) => `${device.code} ${device.name}`).join(', ')],
    [field('due_at'), task.due_at.replace('T', ' ')],
    [field('status'), t(taskStatusKey(task.status))],
    [field('assignee_name'), task.assignee_name || '—'],
    [field('crew'), task.crew || '—'],
    [field('started_at'), when(task.started_at)],
    [field('completed_at'), when(task.completed_at)],
    [field('checked_at'), when(task.checked_at)],
    [field('minutes_spent'), String(task.minutes_spent)],
    [field('abnormal_count'), String(task.abnormal_count)],
    [task.close_reason ? field('close_reason') : field('remark'), task.close_reason || task.remark || '—'],
  ];
  const title = t('print.task', { code: task.code });
  return (
    <Box as="article" aria-label={title} css={{ breakAfter: 'page' }} paddingBlock="4">
      <Stack gap="3">
        <Heading as="h2" size="md">
          {title} — {task.plan_name}
        </Heading>
        <Table.Root recipe={tableSlotRecipe} size="sm" variant="outline">
          <Table.Body>
            {rows.map(([label, value]) => (
              <Table.Row key={label}>
                <Table.ColumnHeader width="40">{label}</Table.ColumnHeader>
                <Table.Cell whiteSpace="pre-wrap">{value}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
        <Heading as="h3" size="sm">
          {t('task.results')}
        </Heading>
        <Table.Root recipe={tableSlotRecipe} size="sm" variant="outline" aria-label={t('print.resultsOf', { code: task.code })}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('print.device')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('print.item')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('print.bounds')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('print.outcome')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('print.judgement')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('print.note')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {task.devices.flatMap((device) =>
              task.items.map((item) => {
                const result = results.get(`${device.id}:${item.key}`);
                return (
                  <Table.Row key={`${device.id}:${item.key}`}>
                    <Table.Cell>{device.code}</Table.Cell>
                    <Table.Cell>{item.name}</Table.Cell>
                    <Table.Cell>{item.check_type === 'numeric' ? boundsText(item) : ''}</Table.Cell>
                    <Table.Cell>{outcomeText(t, item, result)}</Table.Cell>
                    <Table.Cell fontWeight={result?.abnormal ? 'bold' : undefined}>{result ? t(result.abnormal ? 'print.abnormal' : 'print.normal') : '—'}</Table.Cell>
                    <Table.Cell whiteSpace="pre-wrap">{result?.note || ''}</Table.Cell>
                  </Table.Row>
                );
              }),
            )}
          </Table.Body>
        </Table.Root>
        <Heading as="h3" size="sm">
          {t('print.parts')}
        </Heading>
        {task.parts_used.length === 0 ? (
          <Text>{t('print.noParts')}</Text>
        ) : (
          <Table.Root recipe={tableSlotRecipe} size="sm" variant="outline">
            <Table.Body>
              {task.parts_used.map((part, index) => (
                <Table.Row key={`${part.document_id}:${part.part_id}:${index}`}>
                  <Table.Cell>
                    {part.part_code} {part.part_name}
                  </Table.Cell>
                  <Table.Cell>
                    {part.quantity} {part.unit}
                  </Table.Cell>
                  <Table.Cell>{part.document_code}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        )}
        {task.photos.length > 0 && (
          <>
            <Heading as="h3" size="sm">
              {t('print.photos')}
            </Heading>
            <SimpleGrid columns={3} gap="3">
              {task.photos.map((file) => (
                <PrintedPhoto key={file.id} file={file} />
              ))}
            </SimpleGrid>
          </>
        )}
        <Heading as="h3" size="sm">
          {t('task.history')}
        </Heading>
        <Stack as="ol" gap="0" ps="5" textStyle="sm">
          {task.events.map((event) => (
            <li key={event.id}>
              {zonedDateTime(event.at, task.time_zone)} · {event.actor_name || t('task.scheduler')} · {t(`task.event.${event.action}`)}
              {event.reason ? ` — ${event.reason}` : ''}
            </li>
          ))}
        </Stack>
        <Stack direction="row" gap="12" paddingTop="8" wrap="wrap">
          <Text>
            {t('print.signExecutor')} {completedBy?.actor_name ?? ''} ____________________
          </Text>
          <Text>
            {t('print.signChecker')} {checkedBy?.actor_name ?? ''} ____________________
          </Text>
        </Stack>
      </Stack>
    </Box>
  );
}

for (const kind of ['inspection', 'maintain', 'overhaul'] as const) {
  /** Printable task records of one kind (`/print/inspection-task/12,13`), one per page. */
  registerPrintType<ScheduledTaskDetail[]>(taskPrintType(kind), {
    title: (t, ids) => t('schedule:print.title', { count: ids.length }),
    async load(ids, { dispatch }) {
      const tasks: ScheduledTaskDetail[] = [];
      for (const id of ids.slice(0, MAX_PRINTED_TASKS)) {
        const result = await dispatch(GET_TASK[kind].initiate(id, { subscribe: false, forceRefetch: true }));
        if (!result.data) throw new Error(result.error?.message ?? 'task could not be loaded');
        tasks.push(result.data);
      }
      return tasks;
    },
    render: (tasks) => (
      <>
        {tasks.map((task) => (
          <TaskSheet key={task.id} task={task} />
        ))}
      </>
    ),
  });
}
