import { Box, Heading, List, Stack, Table, Text } from '@chakra-ui/react';
import { tableSlotRecipe } from '@chakra-ui/react/theme';
import { repairApi, type RepairOrderDetail } from '@om/api';
import { formatDateTime, useTranslation } from '@om/i18n';
import { registerPrintType } from '../../shared/print/registry';
import { Timeline } from './orders/Timeline';

/** The most orders one print asks for (one request each). */
const MAX_ORDERS = 50;

const when = (value: string | null) => (value ? formatDateTime(value) : '—');

/** One work order on its own A4 page: the order, its faults, the work record, the timeline and two signatures. */
function OrderSheet({ detail }: { detail: RepairOrderDetail }) {
  const { t } = useTranslation('repair');
  const { order } = detail;
  const names = new Map<number, string>(detail.timeline.map((step) => [step.actor_id, step.actor_name]));
  if (order.assignee_id) names.set(order.assignee_id, order.assignee_name);
  const field = (name: string) => t(`resources.repairOrders.fields.${name}`);
  const rows: [string, string][] = [
    [field('device_id'), `${order.device_code} ${order.device_name}`],
    [field('station_title'), order.station_title],
    [field('severity'), t(`severity.${order.severity}`)],
    [field('equipment_condition'), t(`condition.${order.equipment_condition}`)],
    [field('state'), t(`state.${order.state}`)],
    [field('assignee_name'), order.assignee_name || '—'],
    [field('reported_at'), when(order.reported_at)],
    [field('started_at'), when(order.started_at)],
    [field('completed_at'), when(order.completed_at)],
    [field('checked_at'), when(order.checked_at)],
    [field('downtime_start'), when(order.downtime_start)],
    [field('downtime_end'), when(order.downtime_end)],
    [field('description'), order.description || '—'],
    [field('cause'), order.cause || '—'],
    [field('action_taken'), order.action_taken || '—'],
  ];
  return (
    <Box as="article" aria-label={t('print.order', { code: order.code })} css={{ breakAfter: 'page' }} paddingBlock="4">
      <Stack gap="3">
        <Heading as="h2" size="md">
          {t('print.order', { code: order.code })} — {order.title}
        </Heading>
        <Table.Root recipe={tableSlotRecipe} size="sm" variant="outline">
          <Table.Body>
            {rows.map(([label, value]) => (
              <Table.Row key={label}>
                <Table.ColumnHeader width="32">{label}</Table.ColumnHeader>
                <Table.Cell whiteSpace="pre-wrap">{value}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
        <Heading as="h3" size="sm">
          {t('order.faults')}
        </Heading>
        {detail.faults.length === 0 ? (
          <Text>{t('order.noFaults')}</Text>
        ) : (
          <List.Root ps="5">
            {detail.faults.map((fault) => (
              <List.Item key={fault.id}>
                #{fault.id} {fault.fault_name || fault.description} ×{fault.count}
              </List.Item>
            ))}
          </List.Root>
        )}
        <Heading as="h3" size="sm">
          {field('labour')} / {field('parts_used')}
        </Heading>
        <Table.Root recipe={tableSlotRecipe} size="sm" variant="outline">
          <Table.Body>
            {order.labour.map((entry) => (
              <Table.Row key={`l${entry.user_id}`}>
                <Table.Cell>{names.get(entry.user_id) || `#${entry.user_id}`}</Table.Cell>
                <Table.Cell>{t('print.hours', { hours: entry.hours })}</Table.Cell>
              </Table.Row>
            ))}
            {order.parts_used.map((part, index) => (
              <Table.Row key={`p${index}`}>
                <Table.Cell>
                  {part.name}
                  {part.place ? ` (${part.place})` : ''}
                </Table.Cell>
                <Table.Cell>
                  {part.quantity} {part.unit}
                  {part.stock_out_id ? ` · ${t('order.stockOut', { id: part.stock_out_id })}` : ''}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
        <Heading as="h3" size="sm">
          {t('timeline.title')}
        </Heading>
        <Timeline steps={detail.timeline} />
        <Stack direction="row" gap="12" paddingTop="8">
          <Text>{t('print.signRepairer')} ____________________</Text>
          <Text>{t('print.signChecker')} ____________________</Text>
        </Stack>
      </Stack>
    </Box>
  );
}

/** Printable repair work orders (`/print/repair-order/12,13`), one per page. */
registerPrintType<RepairOrderDetail[]>('repair-order', {
  title: (t, ids) => t('repair:print.title', { count: ids.length }),
  async load(ids, { dispatch }) {
    const details: RepairOrderDetail[] = [];
    for (const id of ids.slice(0, MAX_ORDERS)) {
      const result = await dispatch(repairApi.endpoints.getRepairOrder.initiate(id, { subscribe: false, forceRefetch: true }));
      if (!result.data) throw new Error(result.error?.message ?? 'repair order could not be loaded');
      details.push(result.data);
    }
    return details;
  },
  render: (details) => (
    <>
      {details.map((detail) => (
        <OrderSheet key={detail.order.id} detail={detail} />
      ))}
    </>
  ),
});
