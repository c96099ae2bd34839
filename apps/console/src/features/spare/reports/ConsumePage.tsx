import { Stack, Table, Text } from '@chakra-ui/react';
import { tableSlotRecipe } from '@chakra-ui/react/theme';
import { isApiFailure, useGetSpareConsumptionQuery } from '@om/api';
import { useTranslation } from '@om/i18n';
import { PageHeader, PageLoading } from '@om/ui';
import { useListScope, useRouteTitle } from '../../../shared/resource';
import { moneyText, quantityText } from '../labels';
import { useWarehouseOptions } from '../lookups';
import { consumeMeta } from '../meta';
import { GROUPS, isGroup, useConsumptionQuery } from './consumption';
import { ChoiceInput, DateInput, FilterRow } from './ReportFilters';

/**
 * /spare/consume: what was consumed (confirmed stock-outs for work orders, devices and consumption) in
 * a period, per part, device, device type, station, category or month — the top consumers first.
 */
export function ConsumePage() {
  const { t } = useTranslation(['spare', 'common']);
  const title = useRouteTitle(consumeMeta.titles.list);
  const scope = useListScope(true);
  const warehouses = useWarehouseOptions();
  const state = useConsumptionQuery('part');
  const { data, isLoading, error } = useGetSpareConsumptionQuery({ ...scope, ...state.query });
  return (
    <Stack gap="4">
      <PageHeader title={title} />
      <FilterRow>
        <DateInput label={t('reports.from')} value={state.from} onChange={state.setFrom} />
        <DateInput label={t('reports.to')} value={state.to} onChange={state.setTo} />
        <ChoiceInput label={t('reports.groupBy')} value={state.group} all={false} options={GROUPS.map((group) => ({ value: group, label: t(`reports.group.${group}`) }))} onChange={(value) => isGroup(value) && state.setGroup(value)} />
        <ChoiceInput label={t('reports.warehouse')} value={state.warehouse} options={warehouses} onChange={state.setWarehouse} />
      </FilterRow>
      {isLoading ? (
        <PageLoading label={t('common:loading')} />
      ) : error ? (
        <Text role="alert">{isApiFailure(error) ? error.message : t('reports.failed')}</Text>
      ) : (
        <Table.Root recipe={tableSlotRecipe} size="sm">
          <Table.Caption>{t('reports.consumptionCaption', { from: data?.from ?? '', to: data?.to ?? '', group: t(`reports.group.${state.group}`) })}</Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t(`reports.group.${state.group}`)}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('reports.quantity')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('reports.amount')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {(data?.rows ?? []).map((row) => (
              <Table.Row key={row.key}>
                <Table.Cell>{row.label || t('reports.unassigned')}</Table.Cell>
                <Table.Cell textAlign="end">{quantityText(row.quantity)}</Table.Cell>
                <Table.Cell textAlign="end">{moneyText(row.amount)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
          <Table.Footer>
            <Table.Row>
              <Table.Cell fontWeight="semibold">{t('reports.total')}</Table.Cell>
              <Table.Cell textAlign="end" fontWeight="semibold">
                {quantityText(data?.total_quantity ?? 0)}
              </Table.Cell>
              <Table.Cell textAlign="end" fontWeight="semibold">
                {moneyText(data?.total_amount ?? 0)}
              </Table.Cell>
            </Table.Row>
          </Table.Footer>
        </Table.Root>
      )}
    </Stack>
  );
}
