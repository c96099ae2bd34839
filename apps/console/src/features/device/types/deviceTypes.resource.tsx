import { useCallback, useMemo } from 'react';
import {
  QUERY_VALUES,
  isApiFailure, useCreateDeviceTypeMutation, useDeleteDeviceTypeMutation, useGetDeviceTypeQuery, useListDeviceTypesQuery, useUpdateDeviceTypeMutation,
  type DeviceTypeCreate, type DeviceTypeListQuery, type DeviceTypeNode, type DeviceTypeRecord, type DeviceTypeUpdate, type TemplateField,
} from '@om/api';
import { useTranslation } from '@om/i18n';
import type { Option } from '@om/ui';
import {
  defineResource, filtersFor, type FieldDef, type FormValues, type MutationHook, type QueryHookOptions, type QueryHookResult, type Settled,
} from '../../../shared/resource';
import { typeIndex } from '../attributes';
import { typeOptions, useDeviceTypeTree } from '../lookups';
import { deviceTypesMeta } from '../meta';
import { TemplateEditor } from './TemplateEditor';
import { normalizeField, parseTemplate, templateCheck } from './template';

/** The form keeps the type's own fields as JSON text under this name (the row's `template` is a list). */
export const TEMPLATE_INPUT = 'template_json';

const f = filtersFor<DeviceTypeListQuery>();

/** The template fields a type inherits: its parent's effective template. */
export function inheritedOf(index: ReadonlyMap<number, DeviceTypeNode>, parentId: unknown): readonly TemplateField[] {
  const id = Number(parentId);
  return (id > 0 && index.get(id)?.effective_template) || [];
}

/** A type as its form reads it: the template as JSON text. */
function useTypeForForm(id: number, options?: QueryHookOptions): QueryHookResult<DeviceTypeRecord> {
  const result = useGetDeviceTypeQuery(id, options);
  const { data: type } = result;
  const data = useMemo(() => type && Object.assign({}, type, { [TEMPLATE_INPUT]: JSON.stringify(type.template) }), [type]);
  return { data, isLoading: result.isLoading, isFetching: result.isFetching, error: result.error, refetch: result.refetch };
}

/** The template text of a body as the contract's list; the text input removed. */
export function withTemplate<T extends object>(body: T): T {
  const text = Reflect.get(body, TEMPLATE_INPUT);
  const out = { ...body };
  Reflect.deleteProperty(out, TEMPLATE_INPUT);
  if (typeof text !== 'string') return out;
  const template = parseTemplate(text);
  if (template) Reflect.set(out, 'template', template.map(normalizeField));
  return out;
}

/**
 * The answer of a write, with the server's `template.1.key: …` put under the template editor (the
 * form's name for it: `template_json: #2: …`); other answers as they are.
 */
export function onTemplateInput<T>(result: { data?: T; error?: unknown }): Settled<T> {
  const { data, error } = result;
  if (error === undefined) return data === undefined ? { error: undefined } : { data };
  if (!isApiFailure(error)) return { error };
  const match = /^template(?:\.(\d+))?(?:\.\w+)?: (.+)$/s.exec(error.message);
  if (!match) return { error };
  const row = match[1] === undefined ? '' : `#${Number(match[1]) + 1}: `;
  return { error: { ...error, message: `${TEMPLATE_INPUT}: ${row}${match[2]}` } };
}

function useCreateType(): ReturnType<MutationHook<DeviceTypeCreate, DeviceTypeRecord>> {
  const [create, state] = useCreateDeviceTypeMutation();
  const send = useCallback(async (body: DeviceTypeCreate) => onTemplateInput<DeviceTypeRecord>(await create(withTemplate(body))), [create]);
  return [send, state];
}

function useUpdateType(): ReturnType<MutationHook<{ id: number; body: DeviceTypeUpdate }, DeviceTypeRecord>> {
  const [update, state] = useUpdateDeviceTypeMutation();
  const send = useCallback(async ({ id, body }: { id: number; body: DeviceTypeUpdate }) => onTemplateInput<DeviceTypeRecord>(await update({ id, body: withTemplate(body) })), [update]);
  return [send, state];
}

export const deviceTypes = defineResource<DeviceTypeRecord, DeviceTypeListQuery, DeviceTypeCreate, DeviceTypeUpdate>({
  meta: deviceTypesMeta,
  rowLabel: (type) => `${type.name} (${type.code})`,
  list: {
    useList: useListDeviceTypesQuery,
    fixed: {},
    scoped: true,
    sorts: QUERY_VALUES.listDeviceTypes.sort,
    defaultSort: '+code',
    columns: [{ key: 'code', sortable: true }, { key: 'name', sortable: true }],
    filters: [f.search()],
  },
  useGet: useTypeForForm,
  create: { useMutation: useCreateType, initial: { code: '', name: '', parent_id: 0, template: [], remark: '' } },
  update: { useMutation: useUpdateType, initial: (type) => ({ version: type.version }) },
  remove: { useMutation: useDeleteDeviceTypeMutation, undo: 'device_type' },
  formSize: 'lg',
});

/** "Top level" and the types (without `exclude` and its subtree: a type never moves under itself). */
function useParentOptions(nodes: readonly DeviceTypeNode[], exclude?: number): readonly Option[] {
  const { t } = useTranslation('device');
  return useMemo(() => [{ value: '0', label: t('resources.deviceTypes.topLevel') }, ...typeOptions(nodes, exclude)], [nodes, exclude, t]);
}

function typeFields(index: ReadonlyMap<number, DeviceTypeNode>, nodes: readonly DeviceTypeNode[]): FieldDef[] {
  const inherited = (values: FormValues) => inheritedOf(index, values['parent_id']);
  return [
    { name: 'code', kind: 'text', help: 'resources.deviceTypes.codeHelp', rules: { required: true, maxLength: 32 } },
    { name: 'name', kind: 'text', rules: { required: true, maxLength: 64 } },
    // Fixed by the button that opened the form; kept (hidden) when editing, so the inherited fields show.
    {
      name: 'parent_id',
      kind: 'select',
      numeric: true,
      readOnly: true,
      visible: (_values, mode) => mode === 'create',
      useOptions: () => useParentOptions(nodes),
    },
    {
      name: TEMPLATE_INPUT,
      kind: 'custom',
      initial: '[]',
      rules: { check: (value, values) => (typeof value === 'string' ? templateCheck(value, inherited(values).map((field) => field.key)) : undefined) },
      render: (props) => <TemplateEditor {...props} inherited={inherited(props.values)} />,
    },
    { name: 'remark', kind: 'textarea', rules: { maxLength: 200 } },
  ];
}

/** The form that moves a type (with its subtree) under another parent, never under itself. */
export function moveTypeFields(node: DeviceTypeNode, nodes: readonly DeviceTypeNode[]): readonly FieldDef[] {
  return [
    {
      name: 'parent_id',
      kind: 'select',
      numeric: true,
      rules: { required: true },
      help: 'resources.deviceTypes.moveHelp',
      useOptions: () => useParentOptions(nodes, node.id),
    },
  ];
}

/** The device-type resource with the tree's choices (parents, inherited fields). */
export function useDeviceTypesResource() {
  const { nodes } = useDeviceTypeTree();
  return useMemo(() => ({ ...deviceTypes, fields: typeFields(typeIndex(nodes), nodes) }), [nodes]);
}
