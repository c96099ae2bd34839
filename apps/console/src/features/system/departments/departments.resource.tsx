import {
  QUERY_VALUES,
  exportDepartmentsCsv, useCreateDepartmentMutation, useDeleteDepartmentMutation, useGetDepartmentQuery, useImportDepartmentsCsvMutation,
  useListDepartmentsQuery, useUpdateDepartmentMutation,
  type DepartmentCreate, type DepartmentListQuery, type DepartmentNode, type DepartmentRecord, type DepartmentUpdate,
} from '@om/api';
import type { Option } from '@om/ui';
import { UserName, defineResource, useDepartmentLookup, useUserLookup, useZeroOption, type FieldDef, type FormValues } from '../../../shared/resource';
import { departmentsMeta } from '../meta';

/** The people who may be in charge; the current one stays choosable even when the user list is not readable. */
function useLeaderOptions(values: FormValues): readonly Option[] {
  const users = useUserLookup();
  const current = String(values['leader_user_id'] ?? '0');
  const known = users.options.some((option) => option.value === current);
  return [useZeroOption(), ...users.options, ...(current !== '0' && !known ? [{ value: current, label: users.name(Number(current)) }] : [])];
}

export const departments = defineResource<DepartmentRecord, DepartmentListQuery, DepartmentCreate, DepartmentUpdate>({
  meta: departmentsMeta,
  rowLabel: (department) => department.name,
  list: {
    useList: useListDepartmentsQuery,
    fixed: {},
    scoped: true,
    sorts: QUERY_VALUES.listDepartments.sort,
    defaultSort: '+sort',
    columns: [{ key: 'name' }, { key: 'leader_user_id', cell: (department) => <UserName id={department.leader_user_id} /> }, { key: 'sort' }],
  },
  useGet: useGetDepartmentQuery,
  create: { useMutation: useCreateDepartmentMutation, initial: { name: '', parent_id: 0, leader_user_id: 0, sort: 0 } },
  update: { useMutation: useUpdateDepartmentMutation, initial: (department) => ({ version: department.version }) },
  remove: { useMutation: useDeleteDepartmentMutation, undo: 'department' },
  csv: { export: exportDepartmentsCsv, useImport: useImportDepartmentsCsvMutation, template: 'department' },
  fields: [
    { name: 'name', kind: 'text', rules: { required: true, maxLength: 64 } },
    { name: 'parent_id', kind: 'select', numeric: true, only: 'create', readOnly: true, useOptions: () => [useZeroOption('topLevel'), ...useDepartmentLookup().options] },
    { name: 'leader_user_id', kind: 'select', numeric: true, useOptions: useLeaderOptions },
    { name: 'sort', kind: 'number', initial: '0', rules: { integer: true, min: 0, max: 100000 } },
  ],
});

/**
 * The move form: a new parent among the other departments (or the top). Choosing one of its own
 * descendants is refused by the server, whose message then shows under the field.
 */
export function moveDepartmentFields(node: DepartmentNode): readonly FieldDef[] {
  return [
    {
      name: 'parent_id',
      kind: 'select',
      numeric: true,
      rules: { required: true },
      help: 'resources.departments.moveHelp',
      useOptions: () => [useZeroOption('topLevel'), ...useDepartmentLookup().options.filter((option) => option.value !== String(node.id))],
    },
  ];
}
