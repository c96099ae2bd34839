import { Stack, Table, Text } from '@chakra-ui/react';
import { tableSlotRecipe } from '@chakra-ui/react/theme';
import { useMemo, useState } from 'react';
import { exportSpareStockReportCsv, isApiFailure, useGetSpareStockReportQuery, type SpareStockReportQuery } from '@om/api';
import { useTranslation } from '@om/i18n';
import { ExportButton, PageHeader, PageLoading } from '@om/ui';
import { useListScope, useRouteTitle, type ListQueryBase } from '../../../shared/resource';
import { useCsvExport } from '../../../shared/resource/useCsv';
import { moneyText, quantityText } from '../labels';
import { useWarehouseOptions } from '../lookups';
import { stockReportMeta } from '../meta';
import { ChoiceInput, DateInput, FilterRow, isoDay } from './ReportFilters';

/**
 * /spare/reportSurfac: on-hand quantity and value per warehouse and category at the end of a chosen
 * day, reconstructed from the stock ledger; exportable as CSV.
 */
export function StockReportPage() {
  const { t } = useTranslation(['spare', 'common']);
  const title = useRouteTitle(stockReportMeta.titles.list);
  const scope = useListScope(true);
  const warehouses = useWarehouseOptions();
  const [asOf, setAsOf] = useState(isoDay(new Date()));
  const [warehouse, setWarehouse] = useState('');
  const query = useMemo(() => ({ ...scope, ...(asOf ? { as_of: asOf } : {}), ...(warehouse ? { warehouse_id: Number(warehouse) } : {}) }), [scope, asOf, warehouse]);
  const { data, isLoading, error } = useGetSpareStockReportQuery(query);
  const csv = useCsvExport<SpareStockReportQuery & ListQueryBase>(exportSpareStockReportCsv, query);
  return (
    <Stack gap="4">
      <PageHeader title={title} actions={<ExportButton {...csv} />} />
      <FilterRow>
        <DateInput label={t('reports.asOf')} value={asOf} onChange={setAsOf} />
        <ChoiceInput label={t('reports.warehouse')} value={warehouse} options={warehouses} onChange={setWarehouse} />
      </FilterRow>
      {isLoading ? (
        <PageLoading label={t('common:loading')} />
      ) : error ? (
        <Text role="alert">{isApiFailure(error) ? error.message : t('reports.failed')}</Text>
      ) : (
        <Table.Root recipe={tableSlotRecipe} size="sm">
          <Table.Caption>{t('reports.stockCaption', { day: data?.as_of ?? asOf })}</Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('reports.warehouse')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('reports.category')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('reports.quantity')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('reports.value')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {(data?.rows ?? []).map((row) => (
              <Table.Row key={`${row.warehouse_id}/${row.category_id}`}>
                <Table.Cell>{row.warehouse_name}</Table.Cell>
                <Table.Cell>{row.category_name}</Table.Cell>
                <Table.Cell textAlign="end">{quantityText(row.quantity)}</Table.Cell>
                <Table.Cell textAlign="end">{moneyText(row.value)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
          <Table.Footer>
            <Table.Row>
              <Table.Cell colSpan={2} fontWeight="semibold">
                {t('reports.total')}
              </Table.Cell>
              <Table.Cell textAlign="end" fontWeight="semibold">
                {quantityText(data?.total_quantity ?? 0)}
              </Table.Cell>
              <Table.Cell textAlign="end" fontWeight="semibold">
                {moneyText(data?.total_value ?? 0)}
              </Table.Cell>
            </Table.Row>
          </Table.Footer>
        </Table.Root>
      )}
    </Stack>
  );
}
