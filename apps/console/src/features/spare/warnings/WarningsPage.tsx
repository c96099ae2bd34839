import { Button, Link as ChakraLink } from '@chakra-ui/react';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { useGetSpareWarningQuery, useListSpareWarningsQuery, type SpareWarningQuery, type SpareWarningRecord } from '@om/api';
import { useTranslation } from '@om/i18n';
import { ColorTag } from '@om/ui';
import { defineResource, detailHref, filtersFor, ResourceDetailPage, ResourceListPage, useHolds } from '../../../shared/resource';
import { quantityText, warningStateKey } from '../labels';
import { useWarehouseOptions } from '../lookups';
import { partsMeta, warningsMeta } from '../meta';
import { LedgerTable, StockTable } from '../StockTables';
import { FromWarningsButton } from '../../purchasing';

const f = filtersFor<SpareWarningQuery>();
const STATES = ['low', 'high', 'normal'] as const;

function StateTag({ state }: { state: SpareWarningRecord['state'] }) {
  const { t } = useTranslation('spare');
  return <ColorTag color={state === 'low' ? 'red' : state === 'high' ? 'orange' : 'green'} strong={state === 'low'}>{t(warningStateKey(state))}</ColorTag>;
}

function WarningLink({ row }: { row: SpareWarningRecord }) {
  return (
    <ChakraLink asChild color="brand.fg" fontWeight="medium">
      <Link to={detailHref(warningsMeta, row.id) ?? '#'}>
        {row.part_code} {row.part_name}
      </Link>
    </ChakraLink>
  );
}

/** Parts below their minimum or above their maximum per warehouse (read only: stock moves through documents). */
export const warnings = defineResource<SpareWarningRecord, SpareWarningQuery, object, object>({
  meta: warningsMeta,
  rowLabel: (row) => `${row.part_code} ${row.part_name} · ${row.warehouse_name}`,
  list: {
    useList: useListSpareWarningsQuery,
    fixed: {},
    scoped: true,
    sorts: ['+part_code', '-part_code', '+on_hand', '-on_hand'],
    defaultSort: '+part_code',
    columns: [
      { key: 'part', hideable: false, cell: (row) => <WarningLink row={row} /> },
      { key: 'category_name' },
      { key: 'warehouse_name' },
      { key: 'state', cell: (row) => <StateTag state={row.state} /> },
      { key: 'on_hand', sortable: true, cell: (row) => `${quantityText(row.on_hand)} ${row.unit}` },
      { key: 'min_quantity', cell: (row) => quantityText(row.min_quantity) },
      { key: 'max_quantity', cell: (row) => (row.max_quantity ? quantityText(row.max_quantity) : '—') },
      { key: 'suggested_quantity', cell: (row) => (row.suggested_quantity ? `${quantityText(row.suggested_quantity)} ${row.unit}` : '—') },
    ],
    filters: [f.search('resources.warnings.keyword'), f.choice('state', STATES, 'resources.warnings.fields.state', warningStateKey), f.lookup('warehouse_id', 'resources.warnings.fields.warehouse_name', useWarehouseOptions)],
  },
  useGet: useGetSpareWarningQuery,
  detail: {
    sections: [
      {
        title: 'resources.warnings.section',
        fields: [
          { key: 'part', value: (row) => `${row.part_code} ${row.part_name}` },
          { key: 'category_name' },
          { key: 'warehouse_name' },
          { key: 'state', value: (row) => <StateTag state={row.state} /> },
          { key: 'on_hand', value: (row) => `${quantityText(row.on_hand)} ${row.unit}` },
          { key: 'min_quantity', value: (row) => quantityText(row.min_quantity) },
          { key: 'max_quantity', value: (row) => (row.max_quantity ? quantityText(row.max_quantity) : '—') },
          { key: 'suggested_quantity', value: (row) => `${quantityText(row.suggested_quantity)} ${row.unit}` },
        ],
      },
    ],
  },
});

/** /spare/InWarning: what to order (low, with the quantity up to the maximum; one click makes a purchase request) and what is overstocked. */
export const WarningsPage = () => <ResourceListPage resource={warnings} readOnly actions={<FromWarningsButton />} />;

/** /spare/waringDetails/{id}: one part in one warehouse: its limits, where its stock lies and how it moved. */
export function WarningDetailPage() {
  const { t } = useTranslation('spare');
  const mayOpenPart = useHolds(partsMeta.permissions.details ?? []);
  const resource = useMemo(
    () => ({
      ...warnings,
      detail: {
        sections: warnings.detail?.sections ?? [],
        tabs: [
          { key: 'stock', label: 'tabs.stock', render: (row: SpareWarningRecord) => <StockTable query={{ part_id: row.part_id, warehouse_id: row.warehouse_id }} caption={t('tabs.stock')} /> },
          { key: 'ledger', label: 'tabs.ledger', render: (row: SpareWarningRecord) => <LedgerTable query={{ part_id: row.part_id, warehouse_id: row.warehouse_id }} caption={t('tabs.ledger')} /> },
        ],
      },
    }),
    [t],
  );
  return (
    <ResourceDetailPage
      resource={resource}
      actions={(row) => (
        <>
          {row.state === 'low' && <FromWarningsButton warehouseId={row.warehouse_id} warningIds={[row.id]} />}
          {mayOpenPart && (
            <Button asChild size="sm" variant="outline">
              <Link to={detailHref(partsMeta, row.part_id) ?? '#'}>{t('warnings.openPart')}</Link>
            </Button>
          )}
        </>
      )}
    />
  );
}
