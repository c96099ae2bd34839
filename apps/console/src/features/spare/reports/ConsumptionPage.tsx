import { SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { isApiFailure, useGetSpareConsumptionQuery } from '@om/api';
import { useTranslation } from '@om/i18n';
import { PageHeader, PageLoading, Panel, StatCard } from '@om/ui';
import { useListScope, useRouteTitle } from '../../../shared/resource';
import { moneyText, quantityText } from '../labels';
import { useWarehouseOptions } from '../lookups';
import { consumptionMeta } from '../meta';
import { BarChart } from './BarChart';
import { GROUPS, isGroup, useConsumptionQuery } from './consumption';
import { ChoiceInput, DateInput, FilterRow } from './ReportFilters';

/**
 * /spare/consumption: consumption by month (the trend) and the top consumers of the chosen grouping
 * (part, device, device type, station, category), as charts with their figures.
 */
export function ConsumptionPage() {
  const { t } = useTranslation(['spare', 'common']);
  const title = useRouteTitle(consumptionMeta.titles.list);
  const scope = useListScope(true);
  const warehouses = useWarehouseOptions();
  const state = useConsumptionQuery('device');
  const top = useGetSpareConsumptionQuery({ ...scope, ...state.query });
  const months = useGetSpareConsumptionQuery({ ...scope, ...state.query, group_by: 'month' });
  const topBars = useMemo(() => (top.data?.rows ?? []).slice(0, 15).map((row) => ({ label: row.label || t('reports.unassigned'), value: row.amount })), [top.data, t]);
  const monthBars = useMemo(() => (months.data?.rows ?? []).map((row) => ({ label: row.label, value: row.amount })), [months.data]);
  const groupName = t(`reports.group.${state.group}`);
  return (
    <Stack gap="4">
      <PageHeader title={title} />
      <FilterRow>
        <DateInput label={t('reports.from')} value={state.from} onChange={state.setFrom} />
        <DateInput label={t('reports.to')} value={state.to} onChange={state.setTo} />
        <ChoiceInput label={t('reports.groupBy')} value={state.group} all={false} options={GROUPS.filter((group) => group !== 'month').map((group) => ({ value: group, label: t(`reports.group.${group}`) }))} onChange={(value) => isGroup(value) && state.setGroup(value)} />
        <ChoiceInput label={t('reports.warehouse')} value={state.warehouse} options={warehouses} onChange={state.setWarehouse} />
      </FilterRow>
      {top.isLoading || months.isLoading ? (
        <PageLoading label={t('common:loading')} />
      ) : top.error ? (
        <Text role="alert">{isApiFailure(top.error) ? top.error.message : t('reports.failed')}</Text>
      ) : (
        <>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <StatCard label={t('reports.totalAmount')} value={moneyText(months.data?.total_amount ?? 0)} />
            <StatCard label={t('reports.totalQuantity')} value={quantityText(months.data?.total_quantity ?? 0)} />
          </SimpleGrid>
          <Panel title={t('reports.trend')}>
            <BarChart bars={monthBars} label={t('reports.trendLabel', { values: monthBars.map((bar) => `${bar.label} ${moneyText(bar.value)}`).join(', ') })} />
          </Panel>
          <Panel title={t('reports.topOf', { group: groupName })}>
            <BarChart horizontal bars={topBars} label={t('reports.topLabel', { group: groupName, values: topBars.map((bar) => `${bar.label} ${moneyText(bar.value)}`).join(', ') })} />
          </Panel>
        </>
      )}
    </Stack>
  );
}
