import { Button, HStack, Link as ChakraLink, List, Stack, Table, Text } from '@chakra-ui/react';
import { listSlotRecipe, tableSlotRecipe } from '@chakra-ui/react/theme';
import { useState } from 'react';
import { Link } from 'react-router';
import { isApiFailure } from '@om/api';
import { scheduleHooks } from '../hooks';
import { MeterPanel } from './MeterPanel';
import { useActions } from '@om/auth';
import { useTranslation } from '@om/i18n';
import { DetailList, PageHeader, PageLoading, Panel, showSuccess } from '@om/ui';
import { failureMessage, useRouteId, useRouteTitle } from '../../../shared/resource';
import { KINDS, paths } from '../kinds';
import { cycleUnitKey, planStatusKey } from '../labels';
import { TaskStatusTag } from '../TaskStatusTag';
import type { KindPageProps } from '../withKind';

/** planDetails/{id}: the plan, its next due times, its generated tasks; pause, resume, end, generate now. */
export function PlanDetailPage({ kind }: KindPageProps) {
  const { t } = useTranslation(['schedule', 'common', 'resource']);
  const id = useRouteId();
  const config = KINDS[kind];
  const to = paths(config);
  const title = useRouteTitle(`${kind}.planDetails`);
  const may = useActions([config.permissions.plan]);
  const { getPlan: useGetPlan, listTasks: useListTasks, changePlanState: useChangePlanState, generateTasks: useGenerateTasks } = scheduleHooks(kind);
  const { data: plan, isLoading, error } = useGetPlan(id);
  const { data: tasks } = useListTasks({ plan_id: id, limit: 20, sort: '-due_at' });
  const [changeState, changing] = useChangePlanState();
  const [generate, generating] = useGenerateTasks();
  const [message, setMessage] = useState('');

  if (isLoading) return <PageLoading label={t('common:loading')} />;
  if (!plan) return <Text role="alert">{isApiFailure(error) ? error.message : t('resource:detail.notFound')}</Text>;

  const act = async (action: 'pause' | 'resume' | 'end') => {
    setMessage('');
    const result = await changeState({ id, body: { action, version: plan.version } });
    if ('error' in result) return setMessage(failureMessage(result.error, t('resource:form.failed')));
    showSuccess(t(`plan.done.${action}`, { code: plan.code }));
  };
  const generateNow = async () => {
    setMessage('');
    const result = await generate(id);
    if ('error' in result) return setMessage(failureMessage(result.error, t('resource:form.failed')));
    showSuccess(t('plan.generated', { count: result.data.generated }));
  };

  const rows = [
    { label: t('resources.plans.fields.standard_name'), value: plan.standard_name },
    { label: t('resources.plans.fields.devices'), value: plan.devices.map((device) => `${device.code} ${device.name}`).join(plan.route ? ' → ' : ', ') },
    { label: t('resources.plans.fields.cycle_unit'), value: t('plan.cycle', { count: plan.cycle_count, unit: t(cycleUnitKey(plan.cycle_unit)) }) },
    { label: t('resources.plans.fields.starts_at'), value: plan.starts_at.replace('T', ' ') },
    { label: t('resources.plans.fields.ends_on'), value: plan.ends_on ?? '—' },
    { label: t('resources.plans.fields.lead_minutes'), value: String(plan.lead_minutes) },
    { label: t('resources.plans.fields.assignee_name'), value: plan.assignee_name || '—' },
    { label: t('resources.plans.fields.crew'), value: plan.crew || '—' },
    { label: t('resources.plans.fields.status'), value: t(planStatusKey(plan.status)) },
  ];

  return (
    <Stack gap="4">
      <PageHeader
        title={`${title} · ${plan.code} ${plan.name}`}
        actions={
          <HStack wrap="wrap">
            <Button asChild size="sm" variant="outline">
              <Link to={to.plans}>{t('resource:detail.back')}</Link>
            </Button>
            {may.edit && plan.status === 'active' && (
              <>
                <Button size="sm" onClick={() => void generateNow()} loading={generating.isLoading}>
                  {t('plan.generate')}
                </Button>
                <Button size="sm" variant="outline" onClick={() => void act('pause')} loading={changing.isLoading}>
                  {t('plan.pause')}
                </Button>
              </>
            )}
            {may.edit && plan.status === 'paused' && (
              <Button size="sm" variant="outline" onClick={() => void act('resume')} loading={changing.isLoading}>
                {t('plan.resume')}
              </Button>
            )}
            {may.edit && plan.status !== 'ended' && (
              <Button size="sm" variant="outline" colorPalette="red" onClick={() => void act('end')} loading={changing.isLoading}>
                {t('plan.end')}
              </Button>
            )}
          </HStack>
        }
      />
      {message && (
        <Text role="alert" color="fg.error">
          {message}
        </Text>
      )}
      <Panel title={t('plan.basics')}>
        <DetailList rows={rows} />
      </Panel>
      {plan.meter_sensor_key && <MeterPanel kind={kind} plan={plan} mayRecord={may.edit} />}
      <Panel title={t('plan.upcoming')}>
        {plan.upcoming.length ? (
          <List.Root recipe={listSlotRecipe} ps="5">
            {plan.upcoming.map((due) => (
              <List.Item key={due}>{due.replace('T', ' ')}</List.Item>
            ))}
          </List.Root>
        ) : (
          <Text color="fg.muted">{t('plan.noUpcoming')}</Text>
        )}
      </Panel>
      <Panel title={t('plan.tasks', { count: plan.task_count })}>
        <Table.Root recipe={tableSlotRecipe} size="sm">
          <Table.Caption srOnly>{t('plan.tasks', { count: plan.task_count })}</Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('resources.tasks.fields.code')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('resources.tasks.fields.due_at')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('resources.tasks.fields.status')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('resources.tasks.fields.abnormal_count')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {(tasks?.items ?? []).map((task) => (
              <Table.Row key={task.id}>
                <Table.Cell>
                  <ChakraLink asChild color="brand.fg">
                    <Link to={to.task(task.id)}>{task.code}</Link>
                  </ChakraLink>
                </Table.Cell>
                <Table.Cell>{task.due_at.replace('T', ' ')}</Table.Cell>
                <Table.Cell>
                  <TaskStatusTag status={task.status} overdue={task.overdue} />
                </Table.Cell>
                <Table.Cell>{task.abnormal_count}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Panel>
    </Stack>
  );
}
