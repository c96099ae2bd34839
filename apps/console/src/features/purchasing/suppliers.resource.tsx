import { Link as ChakraLink } from '@chakra-ui/react';
import { useCallback } from 'react';
import { Link } from 'react-router';
import {
  exportSuppliersCsv, useCreateSupplierMutation, useDeleteSupplierMutation, useGetSupplierQuery, useImportSuppliersCsvMutation, useListSuppliersQuery, useUpdateSupplierMutation,
  type SupplierCreate, type SupplierListQuery, type SupplierRecord, type SupplierUpdate,
} from '@om/api';
import { defineResource, detailHref, filtersFor, StatusTag, type MutationHook, type QueryHookOptions, type QueryHookResult } from '../../shared/resource';
import { suppliersMeta } from './meta';
import { OFFERS_INPUT, OffersEditor, offersCheck } from './OffersEditor';
import { CONTACT_NAME, CONTACT_PHONE, onHelperFields, toBody, useForForm } from './partnerForm';

const f = filtersFor<SupplierListQuery>();
const STATUSES = ['active', 'disabled'] as const;
const RATINGS = ['5', '4', '3', '2', '1'] as const;

const offersOf = (row: SupplierRecord) => ({
  [OFFERS_INPUT]: JSON.stringify(row.parts.map((offer) => ({ part_id: offer.part_id, part_label: `${offer.part_code} ${offer.part_name}`, unit_price: offer.unit_price, lead_days: String(offer.lead_days) }))),
});

function useSupplierForForm(id: number, options?: QueryHookOptions): QueryHookResult<SupplierRecord> {
  return useForForm(useGetSupplierQuery, id, options, offersOf);
}

function useCreateSupplier(): ReturnType<MutationHook<SupplierCreate, SupplierRecord>> {
  const [create, state] = useCreateSupplierMutation();
  const send = useCallback(async (body: SupplierCreate) => onHelperFields<SupplierRecord>(await create(toBody(body))), [create]);
  return [send, state];
}

function useUpdateSupplier(): ReturnType<MutationHook<{ id: number; body: SupplierUpdate }, SupplierRecord>> {
  const [update, state] = useUpdateSupplierMutation();
  const send = useCallback(async ({ id, body }: { id: number; body: SupplierUpdate }) => onHelperFields<SupplierRecord>(await update({ id, body: toBody(body) })), [update]);
  return [send, state];
}

export function SupplierLink({ id, label }: { id: number; label: string }) {
  return (
    <ChakraLink asChild color="brand.fg" fontWeight="medium">
      <Link to={detailHref(suppliersMeta, id) ?? '#'}>{label}</Link>
    </ChakraLink>
  );
}

const stars = (rating: number) => '★'.repeat(rating) + '☆'.repeat(5 - rating);

export const suppliers = defineResource<SupplierRecord, SupplierListQuery, SupplierCreate, SupplierUpdate>({
  meta: suppliersMeta,
  rowLabel: (row) => `${row.code} ${row.name}`,
  list: {
    useList: useListSuppliersQuery,
    fixed: {},
    scoped: true,
    selectable: true,
    sorts: ['+code', '-code', '+name', '-name', '-rating', '+rating', '-created_at', '+created_at'],
    defaultSort: '+code',
    columns: [
      { key: 'code', sortable: true, hideable: false, cell: (row) => <SupplierLink id={row.id} label={row.code} /> },
      { key: 'name', sortable: true },
      { key: 'contacts', cell: (row) => row.contacts.map((contact) => `${contact.name} ${contact.phone}`.trim()).join('、') },
      { key: 'phone' },
      { key: 'rating', sortable: true, cell: (row) => <span aria-label={String(row.rating)}>{stars(row.rating)}</span> },
      { key: 'parts', cell: (row) => String(row.parts.length) },
      { key: 'tax_id', defaultHidden: true },
      { key: 'status', cell: (row) => <StatusTag status={row.status} /> },
    ],
    filters: [f.search('resources.suppliers.keyword'), f.choice('status', STATUSES, 'resources.suppliers.fields.status', (status) => `resource:status.${status}`)],
  },
  useGet: useSupplierForForm,
  create: { useMutation: useCreateSupplier, initial: { code: '', name: '' } },
  update: { useMutation: useUpdateSupplier, initial: (row) => ({ version: row.version }) },
  remove: { useMutation: useDeleteSupplierMutation, undo: 'supplier' },
  csv: { export: exportSuppliersCsv, useImport: useImportSuppliersCsvMutation, template: 'supplier' },
  formSize: 'lg',
  fields: [
    { name: 'code', kind: 'text', help: 'resources.suppliers.codeHelp', rules: { required: true, maxLength: 40, pattern: /^[A-Za-z0-9][A-Za-z0-9._-]*$/, patternMessage: 'resources.suppliers.codePattern' } },
    { name: 'name', kind: 'text', rules: { required: true, maxLength: 100 } },
    { name: CONTACT_NAME, kind: 'text', rules: { maxLength: 100 } },
    { name: CONTACT_PHONE, kind: 'text', rules: { maxLength: 40 } },
    { name: 'phone', kind: 'text', rules: { maxLength: 40 } },
    { name: 'email', kind: 'text', rules: { maxLength: 100 } },
    { name: 'address', kind: 'text', rules: { maxLength: 200 } },
    { name: 'tax_id', kind: 'text', rules: { maxLength: 40 } },
    { name: 'bank', kind: 'text', rules: { maxLength: 200 } },
    { name: 'rating', kind: 'select', numeric: true, initial: '3', options: RATINGS.map((rating) => ({ value: rating, label: `resources.suppliers.ratings.${rating}` })) },
    { name: OFFERS_INPUT, kind: 'custom', initial: '[]', rules: { check: (value) => offersCheck(value) }, render: (props) => <OffersEditor {...props} /> },
    { name: 'status', kind: 'select', initial: 'active', options: STATUSES.map((status) => ({ value: status, label: `resource:status.${status}` })) },
    { name: 'remark', kind: 'textarea', rules: { maxLength: 200 } },
  ],
  detail: {
    sections: [
      {
        title: 'resources.suppliers.section',
        fields: [
          { key: 'code' },
          { key: 'name' },
          { key: 'contacts', value: (row) => row.contacts.map((contact) => `${contact.name} ${contact.phone}`.trim()).join('、') || '—' },
          { key: 'phone' },
          { key: 'email' },
          { key: 'address' },
          { key: 'tax_id' },
          { key: 'bank' },
          { key: 'rating', value: (row) => stars(row.rating) },
          { key: 'status', value: (row) => <StatusTag status={row.status} /> },
          { key: 'remark' },
        ],
      },
    ],
    history: 'supplier',
  },
});
