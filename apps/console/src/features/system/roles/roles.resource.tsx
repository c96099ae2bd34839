import {
  QUERY_VALUES,
  exportRolesCsv, useCreateRoleMutation, useDeleteRoleMutation, useGetRoleQuery, useImportRolesCsvMutation, useListRolesQuery, useUpdateRoleMutation,
  type RoleCreate, type RoleListQuery, type RoleRecord, type RoleUpdate,
} from '@om/api';
import { ADMIN_ROLE } from '@om/auth';
import { Tag } from '@om/ui';
import { CompanyName, defineResource, filtersFor } from '../../../shared/resource';
import { rolesMeta } from '../meta';
import { PermissionEditor } from './PermissionEditor';

const f = filtersFor<RoleListQuery>();

export const roles = defineResource<RoleRecord, RoleListQuery, RoleCreate, RoleUpdate>({
  meta: rolesMeta,
  rowLabel: (role) => role.name,
  formSize: 'lg',
  // Built-in roles (the platform administrator's among them) are shown, never changed.
  locked: (role) => role.built_in,
  list: {
    useList: useListRolesQuery,
    fixed: {},
    scoped: true,
    sorts: QUERY_VALUES.listRoles.sort,
    defaultSort: '+id',
    columns: [
      { key: 'name', sortable: true, hideable: false },
      { key: 'description' },
      {
        key: 'permissions',
        cell: (role, { t }) =>
          role.permissions.includes(ADMIN_ROLE) ? t('system:resources.roles.allPermissions') : t('system:resources.roles.permissionCount', { count: role.permissions.length }),
      },
      { key: 'built_in', cell: (role, { t }) => (role.built_in ? <Tag>{t('system:resources.roles.builtIn')}</Tag> : null) },
      { key: 'company_id', defaultHidden: true, cell: (role) => <CompanyName id={role.company_id} /> },
      { key: 'created_at', sortable: true, defaultHidden: true, cell: (role, { dateTime }) => dateTime(role.created_at) },
    ],
    filters: [f.search()],
  },
  useGet: useGetRoleQuery,
  create: { useMutation: useCreateRoleMutation, initial: { name: '', description: '' } },
  update: { useMutation: useUpdateRoleMutation, initial: (role) => ({ version: role.version }) },
  remove: { useMutation: useDeleteRoleMutation, undo: 'role' },
  csv: { export: exportRolesCsv, useImport: useImportRolesCsvMutation, template: 'role' },
  fields: [
    { name: 'name', kind: 'text', rules: { required: true, maxLength: 64 } },
    { name: 'description', kind: 'textarea', rules: { maxLength: 200 } },
    { name: 'permissions', kind: 'custom', initial: [], render: (props) => <PermissionEditor {...props} /> },
  ],
});
