import { Table } from '@chakra-ui/react';
import { tableSlotRecipe } from '@chakra-ui/react/theme';
import { useMemo } from 'react';
import { useGetDeviceTypeTreeQuery, useListSpareWarehousesQuery, type SparePartRecord } from '@om/api';
import { useTranslation } from '@om/i18n';
import { flattenTree, ResourceDetailPage, useHolds, useListScope } from '../../../shared/resource';
import { quantityText } from '../labels';
import { LedgerTable, StockTable } from '../StockTables';
import { parts } from './parts.resource';

function LimitsTab({ part }: { part: SparePartRecord }) {
  const { t } = useTranslation('spare');
  const scope = useListScope(true);
  const { data } = useListSpareWarehousesQuery({ ...scope, limit: 100 });
  const names = new Map((data?.items ?? []).map((warehouse) => [warehouse.id, warehouse.name]));
  return (
    <Table.Root recipe={tableSlotRecipe} size="sm">
      <Table.Caption>{t('limits.caption')}</Table.Caption>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>{t('limits.warehouse')}</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">{t('limits.min')}</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">{t('limits.max')}</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {part.limits.map((limit) => (
          <Table.Row key={limit.warehouse_id}>
            <Table.Cell>{names.get(limit.warehouse_id) ?? `#${limit.warehouse_id}`}</Table.Cell>
            <Table.Cell textAlign="end">{quantityText(limit.min_quantity)}</Table.Cell>
            <Table.Cell textAlign="end">{limit.max_quantity ? quantityText(limit.max_quantity) : '—'}</Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}

/** The device types the part fits, by name (read only by users who may read device types). */
function FitsTab({ part }: { part: SparePartRecord }) {
  const { t } = useTranslation('spare');
  const scope = useListScope(true);
  const allowed = useHolds(['deviceTypeList', 'deviceList']);
  const { data } = useGetDeviceTypeTreeQuery(scope, { skip: !allowed });
  const names = useMemo(() => new Map(flattenTree(data ?? []).map(({ node }) => [node.id, `${node.name} (${node.code})`])), [data]);
  if (part.device_type_ids.length === 0) return <p>{t('fits.none')}</p>;
  return (
    <ul aria-label={t('fits.caption')}>
      {part.device_type_ids.map((id) => (
        <li key={id}>{names.get(id) ?? `#${id}`}</li>
      ))}
    </ul>
  );
}

/**
 * /spare/details/{id}: the part with its stock per warehouse and location, its ledger (every movement
 * with the document that made it), its limits, the device types it fits and its change history.
 */
export function PartDetailPage() {
  const { t } = useTranslation('spare');
  const resource = useMemo(
    () => ({
      ...parts,
      detail: {
        sections: parts.detail?.sections ?? [],
        history: parts.detail?.history,
        tabs: [
          { key: 'stock', label: 'tabs.stock', render: (part: SparePartRecord) => <StockTable query={{ part_id: part.id }} caption={t('tabs.stock')} /> },
          { key: 'ledger', label: 'tabs.ledger', render: (part: SparePartRecord) => <LedgerTable query={{ part_id: part.id }} caption={t('tabs.ledger')} /> },
          { key: 'limits', label: 'tabs.limits', render: (part: SparePartRecord) => <LimitsTab part={part} /> },
          { key: 'fits', label: 'tabs.fits', render: (part: SparePartRecord) => <FitsTab part={part} /> },
        ],
      },
    }),
    [t],
  );
  return <ResourceDetailPage resource={resource} />;
}
