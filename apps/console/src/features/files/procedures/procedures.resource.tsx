import {
  useCreateProcedureMutation, useDeleteProcedureMutation, useGetProcedureQuery, useListProceduresQuery, useUpdateProcedureMutation,
  type ProcedureCreate, type ProcedureKind, type ProcedureListQuery, type ProcedureRecord, type ProcedureUpdate,
} from '@om/api';
import { defineResource, filtersFor } from '../../../shared/resource';
import { dayField } from '../../device';
import { proceduresMeta } from '../meta';
import { fileField } from '../shared/FileUploadField';
import { useDeviceTypeChoices } from '../shared/typeOptions';

const f = filtersFor<ProcedureListQuery>();
export const PROCEDURE_KINDS: readonly ProcedureKind[] = ['operating', 'safety'];

export const procedures = defineResource<ProcedureRecord, ProcedureListQuery, ProcedureCreate, ProcedureUpdate>({
  meta: proceduresMeta,
  rowLabel: (procedure) => procedure.title,
  formSize: 'md',
  list: {
    useList: useListProceduresQuery,
    fixed: {},
    scoped: true,
    sorts: ['+title', '-title', '-updated_at', '+updated_at', '+created_at', '-created_at', '+id', '-id'],
    defaultSort: '+title',
    columns: [
      { key: 'title', sortable: true, hideable: false },
      { key: 'device_type_name' },
      { key: 'kind', cell: (row, { t }) => t(`files:procedureKind.${row.kind}`) },
      { key: 'current_version', cell: (row, { t }) => (row.current_version ? t('files:versions.number', { number: row.current_version }) : t('files:versions.notYet')) },
      { key: 'effective_on', cell: (row) => row.effective_on ?? '' },
      { key: 'updated_at', sortable: true, cell: (row, { dateTime }) => dateTime(row.updated_at) },
    ],
    filters: [
      f.search('resources.procedures.keyword'),
      f.lookup('device_type_id', 'resources.procedures.fields.device_type_id', useDeviceTypeChoices),
      f.choice('kind', PROCEDURE_KINDS, 'resources.procedures.fields.kind', (kind) => `procedureKind.${kind}`),
    ],
  },
  useGet: useGetProcedureQuery,
  create: { useMutation: useCreateProcedureMutation, initial: { device_type_id: 0, title: '', kind: 'operating', content: '', effective_on: '' } },
  update: { useMutation: useUpdateProcedureMutation, initial: (procedure) => ({ version: procedure.version }) },
  remove: { useMutation: useDeleteProcedureMutation },
  fields: [
    { name: 'title', kind: 'text', rules: { required: true, maxLength: 200 } },
    { name: 'device_type_id', kind: 'select', numeric: true, rules: { required: true }, useOptions: useDeviceTypeChoices },
    { name: 'kind', kind: 'select', initial: 'operating', options: PROCEDURE_KINDS.map((value) => ({ value, label: `procedureKind.${value}` })) },
    { name: 'content', kind: 'textarea', only: 'create', rules: { required: true, maxLength: 20000 } },
    dayField('effective_on', { required: true }, { only: 'create' }),
    { ...fileField('file_id', 'procedure', { required: false }), label: 'resources.procedures.fields.file' },
    { name: 'note', kind: 'text', only: 'create', rules: { maxLength: 500 } },
  ],
});
