import { useMemo } from 'react';
import {
  QUERY_VALUES, useCreateFaultCodeMutation, useDeleteFaultCodeMutation, useGetDeviceTypeTreeQuery, useGetFaultCodeQuery, useListFaultCodesQuery, useUpdateFaultCodeMutation,
  type FaultCodeCreate, type FaultCodeListQuery, type FaultCodeRecord, type FaultCodeUpdate,
} from '@om/api';
import { useTranslation } from '@om/i18n';
import type { Option } from '@om/ui';
import { defineResource, filtersFor, flattenTree, useListScope } from '../../../shared/resource';
import { typeOptions } from '../../device';
import { SEVERITIES, SeverityTag } from '../labels';
import { faultCodesMeta } from '../meta';

const f = filtersFor<FaultCodeListQuery>();

function useDeviceTypes() {
  const scope = useListScope(true);
  return useGetDeviceTypeTreeQuery(scope).data ?? [];
}

/** "Every device type" and the types of the company in scope. */
function useTypeChoice(): readonly Option[] {
  const { t } = useTranslation('repair');
  const nodes = useDeviceTypes();
  return useMemo(() => [{ value: '0', label: t('codes.everyType') }, ...typeOptions(nodes)], [nodes, t]);
}

/** The device type of a code, by name (0 = every type). */
function TypeName({ id }: { id: number }) {
  const { t } = useTranslation('repair');
  const nodes = useDeviceTypes();
  const node = useMemo(() => flattenTree(nodes).find((entry) => entry.node.id === id)?.node, [nodes, id]);
  return id === 0 ? t('codes.everyType') : node ? `${node.name} (${node.code})` : `#${id}`;
}

/** /errorPool/faultCodes: the fault-code dictionary of a company, per device type (or for every type). */
export const faultCodes = defineResource<FaultCodeRecord, FaultCodeListQuery, FaultCodeCreate, FaultCodeUpdate>({
  meta: faultCodesMeta,
  rowLabel: (row) => `${row.code} ${row.name}`,
  list: {
    useList: useListFaultCodesQuery,
    fixed: {},
    scoped: true,
    sorts: QUERY_VALUES.listFaultCodes.sort,
    defaultSort: '+code',
    columns: [
      { key: 'code', sortable: true },
      { key: 'name', sortable: true },
      { key: 'device_type_id', cell: (row) => <TypeName id={row.device_type_id} /> },
      { key: 'severity', cell: (row) => <SeverityTag severity={row.severity} /> },
      { key: 'remark' },
      { key: 'created_at', sortable: true, defaultHidden: true, cell: (row, { dateTime }) => dateTime(row.created_at) },
    ],
    filters: [f.search('resources.faultCodes.keyword'), f.lookup('device_type_id', 'resources.faultCodes.fields.device_type_id', useTypeChoice, true)],
  },
  useGet: useGetFaultCodeQuery,
  create: { useMutation: useCreateFaultCodeMutation, initial: { code: '', name: '' } },
  update: { useMutation: useUpdateFaultCodeMutation, initial: (row) => ({ version: row.version }) },
  remove: { useMutation: useDeleteFaultCodeMutation, undo: 'fault_code' },
  fields: [
    { name: 'code', kind: 'text', rules: { required: true, maxLength: 32 } },
    { name: 'name', kind: 'text', rules: { required: true, maxLength: 100 } },
    { name: 'device_type_id', kind: 'select', numeric: true, initial: '0', useOptions: () => useTypeChoice() },
    { name: 'severity', kind: 'select', initial: 'medium', options: SEVERITIES.map((severity) => ({ value: severity, label: `severity.${severity}` })) },
    { name: 'remark', kind: 'textarea', rules: { maxLength: 500 } },
  ],
});
