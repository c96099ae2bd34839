import { HStack, Link as ChakraLink } from '@chakra-ui/react';
import { Link } from 'react-router';
import {
  QUERY_VALUES,
  exportUsersCsv, useCreateUserMutation, useDeleteUserMutation, useGetUserQuery, useImportUsersCsvMutation, useListUsersQuery, useUpdateUserMutation,
  type UserCreate, type UserListQuery, type UserRecord, type UserUpdate,
} from '@om/api';
import {
  CompanyName, DepartmentName, RoleName, StatusTag, defineResource, detailHref, filtersFor, useCompanyLookup, useDepartmentLookup, useRoleLookup,
  useZeroOption, type FormValues,
} from '../../../shared/resource';
import { usersMeta } from '../meta';
import { StoredAvatar } from '../../../shared/avatar/StoredAvatar';

export const RECORD_STATUSES = ['active', 'disabled'] as const;

/** 5 to 16 characters, starting with a letter or digit, then letters, digits or underscores (the contract's Username). */
export const USERNAME_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_]{4,15}$/;
export const PASSWORD_MIN_LENGTH = 10;

/**
 * The contract's NewPassword (NIST SP 800-63B): at least 10 characters, no composition rules; the
 * server also refuses common passwords and ones containing the username, naming the field.
 */
export function passwordProblem(password: string): string | undefined {
  return [...password].length < PASSWORD_MIN_LENGTH ? 'resources.users.passwordShort' : undefined;
}

const chosenCompany = (values: FormValues) => Number(values['company_id']) || undefined;

const f = filtersFor<UserListQuery>();
const useRoleOptions = () => useRoleLookup().options;
/** Departments, and "None" (0: users without a department). */
function useDepartmentFilterOptions() {
  return [useZeroOption(), ...useDepartmentLookup().options];
}

export const users = defineResource<UserRecord, UserListQuery, UserCreate, UserUpdate>({
  meta: usersMeta,
  rowLabel: (user) => user.username,
  list: {
    useList: useListUsersQuery,
    fixed: {},
    scoped: true,
    selectable: true,
    sorts: QUERY_VALUES.listUsers.sort,
    defaultSort: '+id',
    columns: [
      {
        key: 'username',
        sortable: true,
        hideable: false,
        cell: (user) => (
          <ChakraLink asChild color="brand.fg" fontWeight="medium">
            <Link to={detailHref(usersMeta, user.id) ?? '#'}>{user.username}</Link>
          </ChakraLink>
        ),
      },
      {
        key: 'name',
        sortable: true,
        cell: (user) => (
          <HStack gap="2">
            <StoredAvatar name={user.name || user.username} src={user.avatar || undefined} size="xs" />
            {user.name}
          </HStack>
        ),
      },
      { key: 'company_id', cell: (user) => <CompanyName id={user.company_id} /> },
      { key: 'department_id', cell: (user) => <DepartmentName id={user.department_id} /> },
      { key: 'role_id', cell: (user) => <RoleName id={user.role_id} /> },
      { key: 'phone', defaultHidden: true },
      { key: 'email' },
      { key: 'status', cell: (user) => <StatusTag status={user.status} /> },
      { key: 'created_at', sortable: true, defaultHidden: true, cell: (user, { dateTime }) => dateTime(user.created_at) },
    ],
    filters: [
      f.search(),
      f.choice('status', RECORD_STATUSES, 'resources.users.fields.status', (status) => `resource:status.${status}`),
      f.lookup('role_id', 'resources.users.fields.role_id', useRoleOptions),
      f.lookup('department_id', 'resources.users.fields.department_id', useDepartmentFilterOptions, true),
    ],
  },
  useGet: useGetUserQuery,
  create: {
    useMutation: useCreateUserMutation,
    initial: { username: '', password: '', role_id: 0, name: '', avatar: '', department_id: 0, phone: '' },
  },
  update: { useMutation: useUpdateUserMutation, initial: (user) => ({ version: user.version }) },
  remove: { useMutation: useDeleteUserMutation, undo: 'user' },
  csv: { export: exportUsersCsv, useImport: useImportUsersCsvMutation, template: 'user' },
  fields: [
    {
      name: 'username',
      kind: 'text',
      fixedOnEdit: true,
      help: 'resources.users.usernameHelp',
      rules: { required: true, pattern: USERNAME_PATTERN, patternMessage: 'resources.users.usernameRule' },
    },
    {
      name: 'password',
      kind: 'password',
      only: 'create',
      help: 'resources.users.passwordHelp',
      rules: { required: true, check: (value) => (typeof value === 'string' ? passwordProblem(value) : undefined) },
    },
    { name: 'name', kind: 'text', rules: { maxLength: 64 } },
    { name: 'company_id', kind: 'select', numeric: true, useOptions: () => useCompanyLookup().options, help: 'resources.users.companyHelp' },
    {
      name: 'department_id',
      kind: 'select',
      numeric: true,
      useOptions: (values) => [useZeroOption(), ...useDepartmentLookup(chosenCompany(values)).options],
    },
    { name: 'role_id', kind: 'select', numeric: true, rules: { required: true }, useOptions: (values) => useRoleLookup(chosenCompany(values)).options },
    { name: 'phone', kind: 'text', rules: { maxLength: 32 } },
    { name: 'email', kind: 'email', rules: { maxLength: 128 } },
    { name: 'avatar', kind: 'text', help: 'resources.users.avatarHelp', rules: { maxLength: 500 } },
  ],
  detail: {
    sections: [
      {
        title: 'resources.users.account',
        fields: [
          { key: 'username' },
          { key: 'name' },
          { key: 'company_id', value: (user) => <CompanyName id={user.company_id} /> },
          { key: 'department_id', value: (user) => <DepartmentName id={user.department_id} /> },
          { key: 'role_id', value: (user) => <RoleName id={user.role_id} /> },
          { key: 'status', value: (user) => <StatusTag status={user.status} /> },
        ],
      },
      {
        title: 'resources.users.contact',
        fields: [
          { key: 'phone' },
          { key: 'email' },
          { key: 'created_at', value: (user, { dateTime }) => dateTime(user.created_at) },
          { key: 'updated_at', value: (user, { dateTime }) => dateTime(user.updated_at) },
        ],
      },
    ],
    history: 'user',
  },
});
