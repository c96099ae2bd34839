import { Link as ChakraLink } from '@chakra-ui/react';
import { useCallback } from 'react';
import { Link } from 'react-router';
import {
  exportCustomersCsv, useCreateCustomerMutation, useDeleteCustomerMutation, useGetCustomerQuery, useImportCustomersCsvMutation, useListCustomersQuery, useUpdateCustomerMutation,
  type CustomerCreate, type CustomerListQuery, type CustomerRecord, type CustomerUpdate,
} from '@om/api';
import { defineResource, detailHref, filtersFor, StatusTag, type MutationHook, type QueryHookOptions, type QueryHookResult } from '../../shared/resource';
import { customersMeta } from './meta';
import { CONTACT_NAME, CONTACT_PHONE, onHelperFields, toBody, useForForm } from './partnerForm';

const f = filtersFor<CustomerListQuery>();
const STATUSES = ['active', 'disabled'] as const;

function useCustomerForForm(id: number, options?: QueryHookOptions): QueryHookResult<CustomerRecord> {
  return useForForm(useGetCustomerQuery, id, options);
}

function useCreateCustomer(): ReturnType<MutationHook<CustomerCreate, CustomerRecord>> {
  const [create, state] = useCreateCustomerMutation();
  const send = useCallback(async (body: CustomerCreate) => onHelperFields<CustomerRecord>(await create(toBody(body))), [create]);
  return [send, state];
}

function useUpdateCustomer(): ReturnType<MutationHook<{ id: number; body: CustomerUpdate }, CustomerRecord>> {
  const [update, state] = useUpdateCustomerMutation();
  const send = useCallback(async ({ id, body }: { id: number; body: CustomerUpdate }) => onHelperFields<CustomerRecord>(await update({ id, body: toBody(body) })), [update]);
  return [send, state];
}

export function CustomerLink({ id, label }: { id: number; label: string }) {
  return (
    <ChakraLink asChild color="brand.fg" fontWeight="medium">
      <Link to={detailHref(customersMeta, id) ?? '#'}>{label}</Link>
    </ChakraLink>
  );
}

export const customers = defineResource<CustomerRecord, CustomerListQuery, CustomerCreate, CustomerUpdate>({
  meta: customersMeta,
  rowLabel: (row) => `${row.code} ${row.name}`,
  list: {
    useList: useListCustomersQuery,
    fixed: {},
    scoped: true,
    selectable: true,
    sorts: ['+code', '-code', '+name', '-name', '-created_at', '+created_at'],
    defaultSort: '+code',
    columns: [
      { key: 'code', sortable: true, hideable: false, cell: (row) => <CustomerLink id={row.id} label={row.code} /> },
      { key: 'name', sortable: true },
      { key: 'contacts', cell: (row) => row.contacts.map((contact) => `${contact.name} ${contact.phone}`.trim()).join('、') },
      { key: 'phone' },
      { key: 'address' },
      { key: 'status', cell: (row) => <StatusTag status={row.status} /> },
    ],
    filters: [f.search('resources.customers.keyword'), f.choice('status', STATUSES, 'resources.customers.fields.status', (status) => `resource:status.${status}`)],
  },
  useGet: useCustomerForForm,
  create: { useMutation: useCreateCustomer, initial: { code: '', name: '' } },
  update: { useMutation: useUpdateCustomer, initial: (row) => ({ version: row.version }) },
  remove: { useMutation: useDeleteCustomerMutation, undo: 'customer' },
  csv: { export: exportCustomersCsv, useImport: useImportCustomersCsvMutation, template: 'customer' },
  fields: [
    { name: 'code', kind: 'text', help: 'resources.customers.codeHelp', rules: { required: true, maxLength: 40, pattern: /^[A-Za-z0-9][A-Za-z0-9._-]*$/, patternMessage: 'resources.suppliers.codePattern' } },
    { name: 'name', kind: 'text', rules: { required: true, maxLength: 100 } },
    { name: CONTACT_NAME, kind: 'text', rules: { maxLength: 100 } },
    { name: CONTACT_PHONE, kind: 'text', rules: { maxLength: 40 } },
    { name: 'phone', kind: 'text', rules: { maxLength: 40 } },
    { name: 'email', kind: 'text', rules: { maxLength: 100 } },
    { name: 'address', kind: 'text', rules: { maxLength: 200 } },
    { name: 'tax_id', kind: 'text', rules: { maxLength: 40 } },
    { name: 'status', kind: 'select', initial: 'active', options: STATUSES.map((status) => ({ value: status, label: `resource:status.${status}` })) },
    { name: 'remark', kind: 'textarea', rules: { maxLength: 200 } },
  ],
  detail: {
    sections: [
      {
        title: 'resources.customers.section',
        fields: [
          { key: 'code' },
          { key: 'name' },
          { key: 'contacts', value: (row) => row.contacts.map((contact) => `${contact.name} ${contact.phone}`.trim()).join('、') || '—' },
          { key: 'phone' },
          { key: 'email' },
          { key: 'address' },
          { key: 'tax_id' },
          { key: 'status', value: (row) => <StatusTag status={row.status} /> },
          { key: 'remark' },
        ],
      },
    ],
    history: 'customer',
  },
});
