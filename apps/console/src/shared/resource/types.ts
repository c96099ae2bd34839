import type { ReactNode } from 'react';
import type { CsvDownloadOptions, CsvFile, ApiFailure, components } from '@om/api';
import type { RouteRole } from '@om/auth';
import type { TFunction } from '@om/i18n';
import type { FieldKind, FieldValue, Option } from '@om/ui';
import type { ResourceMeta } from './meta';

/** Every resource row has an id; a row that can change also has the version its update sends back. */
export interface ResourceRow {
  id: number;
  version?: number;
}

/** The query every list takes (the contract adds its own filters). */
export interface ListQueryBase {
  page?: number;
  limit?: number;
  sort?: string;
}

export interface Page<Row> {
  items: Row[];
  total: number;
}

/** What the pages need of an RTK Query hook (the generated hooks fit). */
export interface QueryHookResult<T> {
  data?: T;
  isLoading: boolean;
  isFetching: boolean;
  error?: unknown;
  refetch(): unknown;
}

export interface QueryHookOptions {
  skip?: boolean;
}

export type Settled<T> = { data: T } | { error: unknown };

/** What the pages need of an RTK Query mutation hook. */
export type MutationHook<Arg, Result> = () => readonly [(arg: Arg) => PromiseLike<Settled<Result>>, { isLoading: boolean }];

export type CsvImportRequest = components['schemas']['CsvImportRequest'];
export type CsvImportResult = components['schemas']['CsvImportResult'];

export type CsvExport<Q> = (query: Omit<Q, 'page' | 'limit'>, options?: CsvDownloadOptions) => Promise<{ data: CsvFile } | { error: ApiFailure }>;

/** What a cell or a detail value may use besides the row. */
export interface CellContext {
  t: TFunction;
  /** A timestamp as the user reads it (year-month-day hour:minute:second). */
  dateTime(value: string | null | undefined): string;
}

export interface ColumnDef<Row> {
  /** The row field (and the sort key when sortable). */
  key: string;
  /** An i18n key in the resource's namespace; default `resources.<name>.fields.<key>`. */
  label?: string;
  /** Default: the field's value as text. */
  cell?(row: Row, context: CellContext): ReactNode;
  sortable?: boolean;
  hideable?: boolean;
  /** Hidden until the user shows it with the column picker. */
  defaultHidden?: boolean;
}

export type FilterControlDef =
  | { kind: 'search' | 'text' | 'number' | 'date' }
  | { kind: 'select'; options: readonly { value: string; label: string }[] }
  /** Options from a hook (a lookup of roles, departments…); called in a stable order. */
  | { kind: 'lookup'; useOptions(): readonly Option[] };

/** One list filter: its URL and API parameter, its control, and how a URL value becomes a query value. */
export interface FilterDef {
  param: string;
  /** An i18n key in the resource's namespace (or `ns:key`). */
  label: string;
  control: FilterControlDef;
  /** The query value of a URL value, or undefined when the URL value is not valid. */
  parse(raw: string): unknown;
}

/** A view is a tab above the list that fixes some query parameters ("To do", "Mine", "All"). */
export interface ViewDef {
  key: string;
  label: string;
  params: Readonly<Record<string, unknown>>;
}

export interface Rules {
  required?: boolean;
  minLength?: number;
  maxLength?: number;
  min?: number;
  max?: number;
  integer?: boolean;
  pattern?: RegExp;
  /** i18n key of the pattern's message (in the resource's namespace). */
  patternMessage?: string;
  /** Any other rule: an i18n key (resource namespace) when the value is wrong. */
  check?(value: FieldValue, values: FormValues): string | undefined;
  /** Required depending on the other values (e.g. the attributes the chosen device type asks for). */
  requiredWhen?(values: FormValues): boolean;
}

export type FormValues = Record<string, FieldValue>;
export type FormMode = 'create' | 'edit';

export interface CustomFieldProps {
  value: FieldValue;
  onChange(value: FieldValue): void;
  error?: string;
  label: string;
  mode: FormMode;
  readOnly: boolean;
  /** The whole form's values (a field whose input depends on another field's choice). */
  values: FormValues;
  /** The id of the record being edited; none while creating. */
  recordId?: number;
}

export interface FieldDef {
  name: string;
  kind: FieldKind | 'custom';
  /** An i18n key in the resource's namespace; default `resources.<name>.fields.<field>`. */
  label?: string;
  help?: string;
  rules?: Rules;
  /** Select and checkboxes choices. */
  options?: readonly { value: string; label: string }[];
  /** Choices from a hook (a lookup); it gets the form's values (e.g. the roles of the chosen company). */
  useOptions?(values: FormValues): readonly Option[];
  /** Numbers in the body (ids): select values are sent as numbers. */
  numeric?: boolean;
  /** Only when creating, or only when editing. */
  only?: FormMode;
  /** Shown but not editable when editing (and not sent). */
  fixedOnEdit?: boolean;
  /** Shown but never editable; its (preset) value is sent on create. */
  readOnly?: boolean;
  visible?(values: FormValues, mode: FormMode): boolean;
  /** Initial value on create (text ''; switch false; checkboxes []). */
  initial?: FieldValue;
  render?(props: CustomFieldProps): ReactNode;
}

export interface DetailFieldDef<Row> {
  key: string;
  label?: string;
  value?(row: Row, context: CellContext): ReactNode;
}

export interface DetailTabDef<Row> {
  key: string;
  /** i18n key in the resource's namespace. */
  label: string;
  /** Holders of one of these see the tab (its data needs them). */
  permissions?: readonly RouteRole[];
  render(row: Row): ReactNode;
}

/**
 * A resource, declared once: its list (columns, filters, sort, scope), its form (fields with
 * rules), its detail page (sections, tabs, history) and the endpoints behind them.
 */
export interface ResourceDefinition<Row extends ResourceRow, Q extends ListQueryBase, C extends object, U extends object> {
  meta: ResourceMeta;
  /** Names a row for people (titles, dialogs, checkbox labels). */
  rowLabel(row: Row): string;
  list: {
    useList(query: Q, options?: QueryHookOptions): QueryHookResult<Page<Row>>;
    /** Parameters every request of this list sends (usually none: `{}`). */
    fixed: Q;
    sorts: readonly NonNullable<Q['sort']>[];
    defaultSort: NonNullable<Q['sort']>;
    columns: readonly ColumnDef<Row>[];
    filters?: readonly FilterDef[];
    views?: readonly ViewDef[];
    /** The filter box's company applies (`company_id`). */
    scoped?: boolean;
    /** Rows can be selected for bulk actions (delete). */
    selectable?: boolean;
  };
  useGet?(id: number, options?: QueryHookOptions): QueryHookResult<Row>;
  /** `announces`: the mutation itself says what it made (and opens it), so the form adds no message. */
  create?: { useMutation: MutationHook<C, Row>; initial: C; announces?: boolean };
  update?: { useMutation: MutationHook<{ id: number; body: U }, Row>; initial(row: Row): U };
  /**
   * `undo`: the server's entity of the deletes (`device`); the message after a delete then offers
   * Undo for a few seconds, which restores the rows as they were (POST /api/restore).
   */
  remove?: { useMutation: MutationHook<{ id: number; version: number }, null>; undo?: string };
  /** A row nobody may change or delete (a built-in role). */
  locked?(row: Row): boolean;
  /** The form drawer's width (wide for a permission editor). */
  formSize?: 'sm' | 'md' | 'lg' | 'xl';
  /** The list's files: an import always comes with its template (both formats, the user's language). */
  csv?: { export?: CsvExport<Q> } & (
    | { useImport?: undefined; template?: undefined }
    | {
        useImport: MutationHook<CsvImportRequest, CsvImportResult>;
        /** The server's entity of the list's import template (`device` → /api/import-templates/device). */
        template: string;
      }
  );
  fields?: readonly FieldDef[];
  detail?: {
    sections: readonly { title: string; fields: readonly DetailFieldDef<Row>[] }[];
    tabs?: readonly DetailTabDef<Row>[];
    /** The audit entity of the History tab (`user` → audit_log?entity=user&entity_id=…). */
    history?: string;
  };
}

/**
 * Declares a resource once; the generic pages (`ResourceListPage`, `ResourceDetailPage`,
 * `TreeResourcePage`, `ResourceFormDrawer`) render it. Types come from the contract: Q is the list
 * operation's query (`QueryOf<'listUsers'>`), C and U its create and update bodies.
 *
 * @example
 * // features/system/meta.ts — eager, tiny: the router, menu, breadcrumbs, guard and pages read it.
 * export const usersMeta = resourceMeta({
 *   name: 'users', ns: 'system',
 *   routes: { list: '/system/member', details: '/system/details/:id' },
 *   titles: { list: 'system.member', details: 'system.userDetails' },
 *   permissions: { list: ['userList'], details: ['userDetails', 'userList'], write: ['userList'] },
 * });
 * // features/system/routes.ts — the page loaders (routes → pages → meta, never back).
 * group({ path: '/system', …, children: [
 *   ...resourceRoutes(usersMeta, '/system', { list: () => import('./users/UsersPage').then((m) => m.UsersPage), details: … }),
 * ] });
 * // features/system/users/users.resource.tsx — loaded with the page.
 * const f = filtersFor<UserListQuery>();
 * export const users = defineResource<UserRecord, UserListQuery, UserCreate, UserUpdate>({
 *   meta: usersMeta,
 *   rowLabel: (user) => user.username,
 *   list: {
 *     useList: useListUsersQuery, fixed: {}, scoped: true, selectable: true,
 *     sorts: QUERY_VALUES.listUsers.sort, defaultSort: '+id',
 *     columns: [{ key: 'username', sortable: true }, { key: 'status', cell: (user) => <StatusTag status={user.status} /> }],
 *     filters: [f.search(), f.choice('status', RECORD_STATUS_VALUES, 'resources.users.fields.status', (s) => `resource:status.${s}`)],
 *   },
 *   useGet: useGetUserQuery,
 *   create: { useMutation: useCreateUserMutation, initial: { username: '', password: '', role_id: 0, … } },
 *   update: { useMutation: useUpdateUserMutation, initial: (user) => ({ version: user.version }) },
 *   remove: { useMutation: useDeleteUserMutation },
 *   csv: { export: exportUsersCsv, useImport: useImportUsersCsvMutation },
 *   fields: [{ name: 'username', kind: 'text', fixedOnEdit: true, rules: { required: true, pattern: USERNAME } }, …],
 *   detail: { sections: [{ title: 'resources.users.account', fields: [{ key: 'username' }] }], history: 'user' },
 * });
 * // features/system/users/UsersPage.tsx
 * export const UsersPage = () => <ResourceListPage resource={users} />;
 */
export function defineResource<Row extends ResourceRow, Q extends ListQueryBase, C extends object, U extends object>(
  definition: ResourceDefinition<Row, Q, C, U>,
): ResourceDefinition<Row, Q, C, U> {
  return definition;
}
