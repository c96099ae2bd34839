import { Button, SimpleGrid } from '@chakra-ui/react';
import { useState } from 'react';
import { useGetRepairFiguresQuery, type RepairOrderListQuery } from '@om/api';
import { useCanOperation } from '@om/auth';
import { useTranslation } from '@om/i18n';
import { StatCard } from '@om/ui';
import { ResourceListPage } from '../../../shared/resource';
import { CreateOrderDialog } from './CreateOrderDialog';
import { repairOrders } from './orders.resource';

const hours = (value: number | null | undefined) => (value === null || value === undefined ? undefined : value.toFixed(1));

/** MTTR, MTBF, failures, downtime and on-time rate of the last 90 days, in the list's scope (docs/repair.md). */
function Figures({ query }: { query: RepairOrderListQuery }) {
  const { t } = useTranslation('repair');
  const scope = { company_id: query.company_id, region_id: query.region_id, partner_id: query.partner_id, station_id: query.station_id };
  const { data } = useGetRepairFiguresQuery({ group_by: 'company', ...scope });
  const total = data?.total;
  const text = (value: string | undefined) => (value === undefined ? t('figures.none') : t('figures.hours', { value }));
  return (
    <SimpleGrid columns={{ base: 2, md: 5 }} gap="3" aria-label={t('figures.title')} role="group">
      <StatCard label={t('figures.mttr')} value={text(hours(total?.mttr_hours))} />
      <StatCard label={t('figures.mtbf')} value={text(hours(total?.mtbf_hours))} />
      <StatCard label={t('figures.failures')} value={String(total?.failures ?? '—')} />
      <StatCard label={t('figures.downtime')} value={text(hours(total?.downtime_hours))} />
      <StatCard label={t('figures.onTime')} value={total?.on_time_rate === null || total?.on_time_rate === undefined ? t('figures.none') : `${Math.round(total.on_time_rate * 100)}%`} />
    </SimpleGrid>
  );
}

function NewOrderButton() {
  const { t } = useTranslation('repair');
  const mayCreate = useCanOperation('createRepairOrder');
  const [open, setOpen] = useState(false);
  if (!mayCreate) return null;
  return (
    <>
      <Button size="sm" colorPalette="brand" onClick={() => setOpen(true)}>
        {t('resources.repairOrders.create')}
      </Button>
      {open && <CreateOrderDialog open onClose={() => setOpen(false)} />}
    </>
  );
}

/** /repair/index: repair work orders with the figures of the last 90 days; overdue orders are marked. */
export function OrdersPage() {
  return <ResourceListPage resource={repairOrders} actions={<NewOrderButton />} summary={(query) => <Figures query={query} />} />;
}
