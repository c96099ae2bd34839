import { Box, HStack, Image, Link as ChakraLink } from '@chakra-ui/react';
import { Link } from 'react-router';
import {
  QUERY_VALUES,
  exportCompaniesCsv, useCreateCompanyMutation, useDeleteCompanyMutation, useGetCompanyQuery, useImportCompaniesCsvMutation,
  useListCompanyRecordsQuery, useUpdateCompanyMutation,
  type CompanyCreate, type CompanyListQuery, type CompanyRecord, type CompanyUpdate,
} from '@om/api';
import { useTranslation } from '@om/i18n';
import { CompanyName, StatusTag, defineResource, detailHref, filtersFor, treeOrder, useCompanyLookup, useZeroOption } from '../../../shared/resource';
import { companiesMeta } from '../meta';
import { CompanyUsers, Subsidiaries } from './related';
import { useTimeZoneOptions } from './timeZones';

export const RECORD_STATUSES = ['active', 'disabled'] as const;

/** How deep a company sits below its top company (0 = top level). */
export function useCompanyDepth(): (company: CompanyRecord) => number {
  const { data } = useListCompanyRecordsQuery({ limit: 100, sort: '+id' });
  const depths = new Map(treeOrder(data?.items ?? []).map(({ row, depth }) => [row.id, depth]));
  return (company) => depths.get(company.id) ?? 0;
}

/** The name indented under its parent company, linking to the details. */
function CompanyNameCell({ company }: { company: CompanyRecord }) {
  const depth = useCompanyDepth()(company);
  return (
    <HStack gap="2" paddingLeft={`${depth * 20}px`}>
      {depth > 0 && (
        <Box as="span" aria-hidden="true" color="fg.muted">
          └
        </Box>
      )}
      <ChakraLink asChild color="brand.fg" fontWeight="medium">
        <Link to={detailHref(companiesMeta, company.id) ?? '#'}>{company.name}</Link>
      </ChakraLink>
    </HStack>
  );
}

function Logo({ company }: { company: CompanyRecord }) {
  const { t } = useTranslation('company');
  return company.logo ? <Image src={company.logo} alt={t('resources.companies.logoOf', { name: company.name })} height="6" width="auto" /> : null;
}

const useParentOptions = () => [useZeroOption('topLevel'), ...useCompanyLookup().options];
const f = filtersFor<CompanyListQuery>();

export const companies = defineResource<CompanyRecord, CompanyListQuery, CompanyCreate, CompanyUpdate>({
  meta: companiesMeta,
  rowLabel: (company) => company.name,
  list: {
    useList: useListCompanyRecordsQuery,
    fixed: {},
    selectable: true,
    sorts: QUERY_VALUES.listCompanyRecords.sort,
    defaultSort: '+id',
    columns: [
      { key: 'name', sortable: true, hideable: false, cell: (company) => <CompanyNameCell company={company} /> },
      { key: 'abbreviation' },
      { key: 'logo', cell: (company) => <Logo company={company} /> },
      { key: 'parent_id', cell: (company) => (company.parent_id ? <CompanyName id={company.parent_id} /> : '—') },
      { key: 'contact' },
      { key: 'phone', defaultHidden: true },
      { key: 'address', defaultHidden: true },
      { key: 'status', cell: (company) => <StatusTag status={company.status} /> },
      { key: 'created_at', sortable: true, defaultHidden: true, cell: (company, { dateTime }) => dateTime(company.created_at) },
    ],
    filters: [
      f.search(),
      f.choice('status', RECORD_STATUSES, 'resources.companies.fields.status', (status) => `resource:status.${status}`),
      f.lookup('parent_id', 'resources.companies.fields.parent_id', useParentOptions, true),
    ],
  },
  useGet: useGetCompanyQuery,
  create: {
    useMutation: useCreateCompanyMutation,
    initial: { name: '', abbreviation: '', logo: '', contact: '', phone: '', address: '', parent_id: 0 },
  },
  update: { useMutation: useUpdateCompanyMutation, initial: (company) => ({ version: company.version }) },
  remove: { useMutation: useDeleteCompanyMutation },
  csv: { export: exportCompaniesCsv, useImport: useImportCompaniesCsvMutation, template: 'company' },
  fields: [
    { name: 'name', kind: 'text', rules: { required: true, maxLength: 100 } },
    { name: 'abbreviation', kind: 'text', rules: { maxLength: 32 } },
    { name: 'parent_id', kind: 'select', numeric: true, initial: '0', help: 'resources.companies.parentHelp', useOptions: useParentOptions },
    { name: 'logo', kind: 'text', help: 'resources.companies.logoHelp', rules: { maxLength: 500 } },
    { name: 'contact', kind: 'text', rules: { maxLength: 100 } },
    { name: 'phone', kind: 'text', rules: { maxLength: 32 } },
    { name: 'address', kind: 'text', rules: { maxLength: 200 } },
    { name: 'status', kind: 'select', initial: 'active', options: RECORD_STATUSES.map((status) => ({ value: status, label: `resource:status.${status}` })) },
    // A new company starts on the server's zone; its own is set here afterwards.
    { name: 'time_zone', kind: 'select', only: 'edit', help: 'resources.companies.timeZoneHelp', rules: { required: true }, useOptions: useTimeZoneOptions },
  ],
  detail: {
    sections: [
      {
        title: 'resources.companies.basics',
        fields: [
          { key: 'name' },
          { key: 'abbreviation' },
          { key: 'logo', value: (company) => <Logo company={company} /> },
          { key: 'parent_id', value: (company) => (company.parent_id ? <CompanyName id={company.parent_id} /> : '') },
          { key: 'status', value: (company) => <StatusTag status={company.status} /> },
          { key: 'time_zone' },
        ],
      },
      {
        title: 'resources.companies.contactSection',
        fields: [
          { key: 'contact' },
          { key: 'phone' },
          { key: 'address' },
          { key: 'created_at', value: (company, { dateTime }) => dateTime(company.created_at) },
        ],
      },
    ],
    tabs: [
      { key: 'subsidiaries', label: 'resources.companies.subsidiaries', permissions: ['companyList'], render: (company) => <Subsidiaries parentId={company.id} /> },
      { key: 'users', label: 'resources.companies.users', permissions: ['userList'], render: (company) => <CompanyUsers companyId={company.id} /> },
    ],
    history: 'company',
  },
});
