import { Link as ChakraLink } from '@chakra-ui/react';
import { useCallback, useMemo } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  useCreateSpareStocktakeMutation, useDeleteSpareStocktakeMutation, useGetSpareLocationTreeQuery, useGetSpareStocktakeQuery, useListSpareStocktakesQuery,
  type SpareStocktakeCreate, type SpareStocktakeListQuery, type SpareStocktakeRecord,
} from '@om/api';
import { useTranslation } from '@om/i18n';
import { showSuccess, type Option } from '@om/ui';
import { defineResource, detailHref, filtersFor, flattenTree, type FormValues, type MutationHook, type Settled } from '../../../shared/resource';
import { DocumentStatusTag } from '../documents/documents.resource';
import { documentStatusKey } from '../labels';
import { useCategoryOptions, useWarehouseOptions } from '../lookups';
import { stockInMeta, stockOutMeta, stocktakesMeta } from '../meta';

const f = filtersFor<SpareStocktakeListQuery>();
const STATUSES = ['draft', 'confirmed'] as const;

function StocktakeNumber({ row }: { row: SpareStocktakeRecord }) {
  return (
    <ChakraLink asChild color="brand.fg" fontWeight="medium">
      <Link to={detailHref(stocktakesMeta, row.id) ?? '#'}>{row.number}</Link>
    </ChakraLink>
  );
}

/** A link to a document the confirmation booked (stock-in for surpluses, stock-out for losses). */
export function BookedDocument({ kind, id, number }: { kind: 'in' | 'out'; id: number; number: string }) {
  if (!id) return <>—</>;
  return (
    <ChakraLink asChild color="brand.fg" fontWeight="medium">
      <Link to={detailHref(kind === 'in' ? stockInMeta : stockOutMeta, id) ?? '#'}>{number}</Link>
    </ChakraLink>
  );
}

/** Areas and locations of the chosen warehouse; an area counts all its locations. */
function useScopeOptions(values: FormValues): readonly Option[] {
  const warehouseId = Number(values['warehouse_id'] ?? 0);
  const { data } = useGetSpareLocationTreeQuery({ warehouse_id: warehouseId }, { skip: !(warehouseId > 0) });
  return useMemo(() => flattenTree(data ?? []).map(({ node, depth }) => ({ value: String(node.id), label: `${node.code} ${node.name}`, depth })), [data]);
}

/** A new count opens on its own page, ready for the counts. */
function useCreateStocktake(): ReturnType<MutationHook<SpareStocktakeCreate, SpareStocktakeRecord>> {
  const [create, state] = useCreateSpareStocktakeMutation();
  const navigate = useNavigate();
  const { t } = useTranslation('spare');
  const send = useCallback(
    async (body: SpareStocktakeCreate): Promise<Settled<SpareStocktakeRecord>> => {
      const result = await create(body);
      if (result.error !== undefined) return { error: result.error };
      if (!result.data) return { error: undefined };
      showSuccess(t('stocktakes.created', { number: result.data.number }), t('stocktakes.createdText', { count: result.data.line_count }));
      const href = detailHref(stocktakesMeta, result.data.id);
      if (href) void navigate(href);
      return { data: result.data };
    },
    [create, navigate, t],
  );
  return [send, state];
}

export const stocktakes = defineResource<SpareStocktakeRecord, SpareStocktakeListQuery, SpareStocktakeCreate, { version: number }>({
  meta: stocktakesMeta,
  rowLabel: (row) => row.number,
  list: {
    useList: useListSpareStocktakesQuery,
    fixed: {},
    scoped: true,
    sorts: ['-id', '+id', '-created_at', '+created_at', '-confirmed_at', '+confirmed_at'],
    defaultSort: '-id',
    columns: [
      { key: 'number', hideable: false, cell: (row) => <StocktakeNumber row={row} /> },
      { key: 'status', cell: (row) => <DocumentStatusTag status={row.status} /> },
      { key: 'warehouse_name' },
      { key: 'location_name' },
      { key: 'category_name' },
      { key: 'counted_count', cell: (row) => `${row.counted_count} / ${row.line_count}` },
      { key: 'created_by_name' },
      { key: 'created_at', sortable: true, cell: (row, { dateTime }) => dateTime(row.created_at) },
      { key: 'confirmed_at', sortable: true, cell: (row, { dateTime }) => (row.confirmed_at ? dateTime(row.confirmed_at) : '') },
    ],
    filters: [
      f.search('resources.stocktakes.keyword'),
      f.choice('status', STATUSES, 'resources.stocktakes.fields.status', documentStatusKey),
    ],
  },
  useGet: useGetSpareStocktakeQuery,
  create: { useMutation: useCreateStocktake, initial: { warehouse_id: 0 }, announces: true },
  remove: { useMutation: useDeleteSpareStocktakeMutation },
  locked: (row) => row.status !== 'draft',
  fields: [
    { name: 'warehouse_id', kind: 'select', numeric: true, rules: { required: true }, useOptions: () => useWarehouseOptions() },
    { name: 'location_id', kind: 'select', numeric: true, help: 'stocktakes.scopeHelp', useOptions: useScopeOptions },
    { name: 'category_id', kind: 'select', numeric: true, useOptions: () => useCategoryOptions() },
    { name: 'remark', kind: 'textarea', rules: { maxLength: 200 } },
  ],
  detail: {
    sections: [
      {
        title: 'resources.stocktakes.section',
        fields: [
          { key: 'number' },
          { key: 'status', value: (row) => <DocumentStatusTag status={row.status} /> },
          { key: 'warehouse_name' },
          { key: 'location_name', value: (row) => row.location_name || '—' },
          { key: 'category_name', value: (row) => row.category_name || '—' },
          { key: 'counted_count', value: (row) => `${row.counted_count} / ${row.line_count}` },
          { key: 'remark' },
          { key: 'created_by_name' },
          { key: 'created_at', value: (row, { dateTime }) => dateTime(row.created_at) },
          { key: 'confirmed_by_name', value: (row) => row.confirmed_by_name || '—' },
          { key: 'confirmed_at', value: (row, { dateTime }) => (row.confirmed_at ? dateTime(row.confirmed_at) : '—') },
          { key: 'in_document_number', value: (row) => <BookedDocument kind="in" id={row.in_document_id} number={row.in_document_number} /> },
          { key: 'out_document_number', value: (row) => <BookedDocument kind="out" id={row.out_document_id} number={row.out_document_number} /> },
        ],
      },
    ],
    history: 'spare_stocktake',
  },
});
