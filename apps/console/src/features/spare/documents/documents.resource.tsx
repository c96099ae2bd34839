import { Link as ChakraLink } from '@chakra-ui/react';
import { useCallback, useMemo } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  isApiFailure,
  useCreateSpareStockInMutation, useCreateSpareStockOutMutation, useCreateSpareSupplyOutMutation,
  useDeleteSpareStockInMutation, useDeleteSpareStockOutMutation, useDeleteSpareSupplyOutMutation,
  useGetSpareStockInQuery, useGetSpareStockOutQuery, useGetSpareSupplyOutQuery,
  useListSpareStockInsQuery, useListSpareStockOutsQuery, useListSpareSupplyOutsQuery,
  useUpdateSpareStockInMutation, useUpdateSpareStockOutMutation, useUpdateSpareSupplyOutMutation,
  type SpareDocumentCreate, type SpareDocumentKind, type SpareDocumentListQuery, type SpareDocumentRecord, type SpareDocumentUpdate,
} from '@om/api';
import { useTranslation } from '@om/i18n';
import { ColorTag, showSuccess } from '@om/ui';
import {
  defineResource, detailHref, filtersFor, type FieldDef, type MutationHook, type QueryHookOptions, type QueryHookResult, type ResourceDefinition, type Settled,
} from '../../../shared/resource';
import { documentStatusKey, moneyText, quantityText, REASONS, reasonKey } from '../labels';
import { useWarehouseOptions } from '../lookups';
import { stockInMeta, stockOutMeta, supplyOutMeta } from '../meta';
import { DeviceField } from './DeviceField';
import { LINES_INPUT, linesCheck, parseLines, toLineInputs } from './lines';
import { LinesEditor } from './LinesEditor';

export const DOCUMENT_META = { in: stockInMeta, out: stockOutMeta, supply: supplyOutMeta } as const;
export type DocumentResource = ResourceDefinition<SpareDocumentRecord, SpareDocumentListQuery, SpareDocumentCreate, SpareDocumentUpdate>;

const f = filtersFor<SpareDocumentListQuery>();

/** The generated hooks of each kind's operations (the three kinds share their schemas). */
const HOOKS = {
  in: { list: useListSpareStockInsQuery, get: useGetSpareStockInQuery, create: useCreateSpareStockInMutation, update: useUpdateSpareStockInMutation, remove: useDeleteSpareStockInMutation },
  out: { list: useListSpareStockOutsQuery, get: useGetSpareStockOutQuery, create: useCreateSpareStockOutMutation, update: useUpdateSpareStockOutMutation, remove: useDeleteSpareStockOutMutation },
  supply: { list: useListSpareSupplyOutsQuery, get: useGetSpareSupplyOutQuery, create: useCreateSpareSupplyOutMutation, update: useUpdateSpareSupplyOutMutation, remove: useDeleteSpareSupplyOutMutation },
} as const;
const STATUSES = ['draft', 'confirmed'] as const;

export function DocumentStatusTag({ status }: { status: SpareDocumentRecord['status'] }) {
  const { t } = useTranslation('spare');
  return <ColorTag color={status === 'confirmed' ? 'green' : 'orange'}>{t(documentStatusKey(status))}</ColorTag>;
}

/** The body with the lines text as the contract's lines. */
function withLines<T extends object>(body: T): T {
  const text = Reflect.get(body, LINES_INPUT);
  const out = { ...body };
  Reflect.deleteProperty(out, LINES_INPUT);
  if (typeof text === 'string') Reflect.set(out, 'lines', toLineInputs(parseLines(text)));
  return out;
}

/** `lines[2].quantity: …` shows under the line editor, naming the line (1-based). */
function onLinesInput<T>(result: { data?: T; error?: unknown }): Settled<T> {
  const { data, error } = result;
  if (error === undefined) return data === undefined ? { error: undefined } : { data };
  if (!isApiFailure(error)) return { error };
  const match = /^lines(?:\[(\d+)\])?(?:\.\w+)?: (.+)$/s.exec(error.message);
  if (!match) return { error };
  const row = match[1] === undefined ? '' : `#${Number(match[1]) + 1}: `;
  return { error: { ...error, message: `${LINES_INPUT}: ${row}${match[2]}` } };
}

function documentResource(kind: SpareDocumentKind): DocumentResource {
  const meta = DOCUMENT_META[kind];

  const hooks = HOOKS[kind];
  const useList = (query: SpareDocumentListQuery, options?: QueryHookOptions) => hooks.list(query, options);

  /** A document as its form reads it: the lines as JSON text (with the part's name for the picker). */
  const useGet = (id: number, options?: QueryHookOptions): QueryHookResult<SpareDocumentRecord> => {
    const result = hooks.get(id, options);
    const { data: document } = result;
    const data = useMemo(
      () =>
        document &&
        Object.assign({}, document, {
          [LINES_INPUT]: JSON.stringify(
            (document.lines ?? []).map((line) => ({
              part_id: line.part_id,
              part_label: `${line.part_code} ${line.part_name}`,
              location_id: line.location_id,
              batch: line.batch,
              quantity: String(line.quantity),
              unit_price: String(line.unit_price),
            })),
          ),
        }),
      [document],
    );
    return { data, isLoading: result.isLoading, isFetching: result.isFetching, error: result.error, refetch: result.refetch };
  };

  /** A new draft opens on its own page, where it is checked and confirmed. */
  const useCreate = (): ReturnType<MutationHook<SpareDocumentCreate, SpareDocumentRecord>> => {
    const [create, state] = hooks.create();
    const navigate = useNavigate();
    const { t } = useTranslation('spare');
    const send = useCallback(
      async (body: SpareDocumentCreate) => {
        const outcome = onLinesInput<SpareDocumentRecord>(await create(withLines(body)));
        if ('data' in outcome && outcome.data) {
          showSuccess(t('documents.created', { number: outcome.data.number }), t('documents.createdText'));
          const href = detailHref(meta, outcome.data.id);
          if (href) void navigate(href);
        }
        return outcome;
      },
      [create, navigate, t],
    );
    return [send, state];
  };

  const useUpdate = (): ReturnType<MutationHook<{ id: number; body: SpareDocumentUpdate }, SpareDocumentRecord>> => {
    const [update, state] = hooks.update();
    const send = useCallback(async ({ id, body }: { id: number; body: SpareDocumentUpdate }) => onLinesInput<SpareDocumentRecord>(await update({ id, body: withLines(body) })), [update]);
    return [send, state];
  };


  const fields: FieldDef[] = [
    { name: 'reason', kind: 'select', rules: { required: true }, initial: REASONS[kind][0], options: REASONS[kind].map((reason) => ({ value: reason, label: reasonKey(reason) })) },
    { name: 'warehouse_id', kind: 'select', numeric: true, rules: { required: true }, useOptions: () => useWarehouseOptions() },
    ...(kind === 'supply'
      ? [
          { name: 'customer_name', kind: 'text', rules: { required: true, maxLength: 200 } } satisfies FieldDef,
          { name: 'customer_contact', kind: 'text', rules: { maxLength: 200 } } satisfies FieldDef,
        ]
      : [
          { name: 'work_order_id', kind: 'number', help: 'documents.workOrderHelp', rules: { min: 0, integer: true } } satisfies FieldDef,
          { name: 'device_id', kind: 'custom', numeric: true, initial: '0', render: (props) => <DeviceField {...props} /> } satisfies FieldDef,
        ]),
    { name: LINES_INPUT, kind: 'custom', initial: '[]', rules: { check: (value) => linesCheck(value) }, render: (props) => <LinesEditor {...props} /> },
    { name: 'remark', kind: 'textarea', rules: { maxLength: 200 } },
  ];

  return defineResource<SpareDocumentRecord, SpareDocumentListQuery, SpareDocumentCreate, SpareDocumentUpdate>({
    meta,
    rowLabel: (row) => row.number,
    list: {
      useList,
      fixed: {},
      scoped: true,
      sorts: ['-id', '+id', '-created_at', '+created_at', '-confirmed_at', '+confirmed_at', '-total_amount', '+total_amount'],
      defaultSort: '-id',
      columns: [
        { key: 'number', hideable: false, cell: (row) => <DocumentNumber kind={kind} row={row} /> },
        { key: 'reason', cell: (row, { t }) => t(`spare:${reasonKey(row.reason)}`) },
        { key: 'status', cell: (row) => <DocumentStatusTag status={row.status} /> },
        { key: 'warehouse_name' },
        ...(kind === 'supply' ? [{ key: 'customer_name' }] : [{ key: 'device_name' }, { key: 'work_order_id', defaultHidden: true, cell: (row: SpareDocumentRecord) => (row.work_order_id ? String(row.work_order_id) : '') }]),
        { key: 'line_count' },
        { key: 'total_quantity', cell: (row) => quantityText(row.total_quantity) },
        { key: 'total_amount', sortable: true, cell: (row) => moneyText(row.total_amount) },
        { key: 'created_by_name' },
        { key: 'created_at', sortable: true, cell: (row, { dateTime }) => dateTime(row.created_at) },
        { key: 'confirmed_at', sortable: true, cell: (row, { dateTime }) => (row.confirmed_at ? dateTime(row.confirmed_at) : '') },
      ],
      filters: [
        f.search('documents.keyword'),
        f.choice('status', STATUSES, 'documents.fields.status', documentStatusKey),
        f.choice('reason', REASONS[kind], 'documents.fields.reason', reasonKey),
        f.lookup('warehouse_id', 'documents.fields.warehouse_id', useWarehouseOptions),
        f.date('from', 'documents.from'),
        f.date('to', 'documents.to'),
      ],
    },
    useGet,
    create: { useMutation: useCreate, initial: { reason: REASONS[kind][0] ?? 'purchase', warehouse_id: 0, lines: [] }, announces: true },
    update: { useMutation: useUpdate, initial: (row) => ({ version: row.version }) },
    remove: { useMutation: hooks.remove },
    locked: (row) => row.status !== 'draft',
    formSize: 'xl',
    fields,
    detail: {
      sections: [
        {
          title: 'documents.header',
          fields: [
            { key: 'number' },
            { key: 'reason', value: (row, { t }) => t(`spare:${reasonKey(row.reason)}`) },
            { key: 'status', value: (row) => <DocumentStatusTag status={row.status} /> },
            { key: 'warehouse_name' },
            ...(kind === 'supply'
              ? [{ key: 'customer_name' }, { key: 'customer_contact' }]
              : [{ key: 'device_name' }, { key: 'work_order_id', value: (row: SpareDocumentRecord) => (row.work_order_id ? String(row.work_order_id) : '—') }]),
            { key: 'total_quantity', value: (row) => quantityText(row.total_quantity) },
            { key: 'total_amount', value: (row) => moneyText(row.total_amount) },
            { key: 'created_by_name' },
            { key: 'created_at', value: (row, { dateTime }) => dateTime(row.created_at) },
            { key: 'confirmed_by_name' },
            { key: 'confirmed_at', value: (row, { dateTime }) => (row.confirmed_at ? dateTime(row.confirmed_at) : '—') },
            { key: 'remark' },
          ],
        },
      ],
      history: 'spare_document',
    },
  });
}

function DocumentNumber({ kind, row }: { kind: SpareDocumentKind; row: SpareDocumentRecord }) {
  return (
    <ChakraLink asChild color="brand.fg" fontWeight="medium">
      <Link to={detailHref(DOCUMENT_META[kind], row.id) ?? '#'}>{row.number}</Link>
    </ChakraLink>
  );
}

export const stockIns = documentResource('in');
export const stockOuts = documentResource('out');
export const supplyOuts = documentResource('supply');
