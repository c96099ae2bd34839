import { Link as ChakraLink, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { Link } from 'react-router';
import { isApiFailure, useListSpareLedgerQuery, useListSpareStockQuery, type SpareLedgerEntry, type SpareLedgerQuery, type SpareStockQuery, type SpareStockRecord } from '@om/api';
import { formatDateTime, useTranslation } from '@om/i18n';
import { DataTable, Pager } from '@om/ui';
import { detailHref } from '../../shared/resource';
import { moneyText, quantityText, reasonKey } from './labels';
import { stockInMeta, stockOutMeta, supplyOutMeta } from './meta';

const DOCUMENT_META = { in: stockInMeta, out: stockOutMeta, supply: supplyOutMeta } as const;

/** A link to a stock document (stock-in, stock-out or supply-out details). */
export function DocumentLink({ kind, id, number }: { kind: keyof typeof DOCUMENT_META; id: number; number: string }) {
  return (
    <ChakraLink asChild color="brand.fg" fontWeight="medium">
      <Link to={detailHref(DOCUMENT_META[kind], id) ?? '#'}>{number}</Link>
    </ChakraLink>
  );
}

/** On-hand stock rows (per warehouse, location and batch) of the query's part or warehouse. */
export function StockTable({ query, caption }: { query: SpareStockQuery; caption: string }) {
  const { t } = useTranslation(['spare', 'resource']);
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(20);
  const { data, isFetching, error, refetch } = useListSpareStockQuery({ ...query, page, limit });
  return (
    <Stack gap="2">
      <DataTable<SpareStockRecord>
        caption={caption}
        columns={[
          { key: 'part', header: t('stock.part'), cell: (row) => `${row.part_code} ${row.part_name}` },
          { key: 'warehouse', header: t('stock.warehouse'), cell: (row) => row.warehouse_name },
          { key: 'location', header: t('stock.location'), cell: (row) => `${row.location_code} ${row.location_name}` },
          { key: 'batch', header: t('stock.batch'), cell: (row) => row.batch || '—' },
          { key: 'quantity', header: t('stock.quantity'), align: 'end', cell: (row) => `${quantityText(row.quantity)} ${row.unit}` },
          { key: 'updated_at', header: t('stock.updatedAt'), cell: (row) => formatDateTime(row.updated_at) },
        ]}
        rows={data?.items ?? []}
        rowId={(row) => row.id}
        rowLabel={(row) => `${row.part_code} ${row.location_code}`}
        loading={isFetching}
        error={error ? (isApiFailure(error) ? error.message : t('resource:list.loadFailed')) : undefined}
        onRetry={() => void refetch()}
        emptyText={t('stock.empty')}
      />
      <Pager page={page} limit={limit} total={data?.total ?? 0} onPageChange={setPage} onLimitChange={setLimit} />
    </Stack>
  );
}

/** The stock ledger (newest first): every movement with its document, who, and the balance after it. */
export function LedgerTable({ query, caption }: { query: SpareLedgerQuery; caption: string }) {
  const { t } = useTranslation(['spare', 'resource']);
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(20);
  const { data, isFetching, error, refetch } = useListSpareLedgerQuery({ ...query, page, limit });
  return (
    <Stack gap="2">
      <DataTable<SpareLedgerEntry>
        caption={caption}
        columns={[
          { key: 'at', header: t('ledger.at'), cell: (row) => formatDateTime(row.at) },
          { key: 'document', header: t('ledger.document'), cell: (row) => <DocumentLink kind={row.document_kind} id={row.document_id} number={row.document_number} /> },
          { key: 'reason', header: t('ledger.reason'), cell: (row) => t(reasonKey(row.reason)) },
          { key: 'part', header: t('ledger.part'), cell: (row) => `${row.part_code} ${row.part_name}` },
          { key: 'location', header: t('ledger.location'), cell: (row) => `${row.warehouse_name} / ${row.location_name}${row.batch ? ` / ${row.batch}` : ''}` },
          { key: 'quantity', header: t('ledger.quantity'), align: 'end', cell: (row) => `${row.quantity > 0 ? '+' : ''}${quantityText(row.quantity)}` },
          { key: 'balance', header: t('ledger.balance'), align: 'end', cell: (row) => quantityText(row.balance_after) },
          { key: 'price', header: t('ledger.unitPrice'), align: 'end', cell: (row) => moneyText(row.unit_price) },
          { key: 'user', header: t('ledger.user'), cell: (row) => row.user_name },
        ]}
        rows={data?.items ?? []}
        rowId={(row) => row.id}
        rowLabel={(row) => `${row.document_number} ${row.part_code}`}
        loading={isFetching}
        error={error ? (isApiFailure(error) ? error.message : t('resource:list.loadFailed')) : undefined}
        onRetry={() => void refetch()}
        emptyText={t('ledger.empty')}
      />
      <Pager page={page} limit={limit} total={data?.total ?? 0} onPageChange={setPage} onLimitChange={setLimit} />
    </Stack>
  );
}
