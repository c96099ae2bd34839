import { Link as ChakraLink } from '@chakra-ui/react';
import { useCallback, useMemo } from 'react';
import { Link } from 'react-router';
import {
  DEVICE_IMPORTANCE_VALUES, DEVICE_STATUS_VALUES, QUERY_VALUES,
  exportDevicesCsv, useCreateDeviceMutation, useDeleteDeviceMutation, useGetDeviceQuery, useImportDevicesCsvMutation, useListDevicesQuery,
  useUpdateDeviceMutation,
  type DeviceCreate, type DeviceListQuery, type DeviceRecord, type DeviceTypeNode, type DeviceUpdate,
} from '@om/api';
import { readCockpitSelection, scopeQuery } from '@om/shell-state';
import {
  defineResource, detailHref, filtersFor, type ColumnDef, type FieldDef, type FormValues, type MutationHook, type QueryHookOptions, type QueryHookResult,
} from '../../../shared/resource';
import { useScope } from '../../../shared/scope/useScope';
import { attributeFields, attributeValues, foldAttributes, templateOf } from '../attributes';
import { DevicePicker } from '../DevicePicker';
import { DeviceStatusTag, ImportanceTag } from '../DeviceTags';
import { AttributeField, dayField, nullDays } from '../fields';
import { importanceKey, statusKey } from '../labels';
import { useStationOptions, useTypeIndex, useTypeOptions } from '../lookups';
import { devicesMeta } from '../meta';

const DAY_KEYS = ['commissioned_on', 'warranty_until'] as const;

/**
 * The ledger's request: the list's own query plus the filter box's region, unit and station (the
 * pattern adds the company), with the figures above the list in the same answer. The summary bar
 * calls it with the same query: one request serves both.
 */
export function useDeviceList(query: DeviceListQuery, options?: QueryHookOptions) {
  const scope = useScope();
  return useListDevicesQuery({ ...scope, ...query, include: 'summary' }, options);
}

/** The export takes the same filters (and scope) as the list, without paging or figures. */
function exportDevices(query: Omit<DeviceListQuery, 'page' | 'limit'>, options?: Parameters<typeof exportDevicesCsv>[1]) {
  const { include, ...filters } = query;
  void include;
  return exportDevicesCsv({ ...scopeQuery(readCockpitSelection()), ...filters }, options);
}

function CodeLink({ device }: { device: DeviceRecord }) {
  return (
    <ChakraLink asChild color="brand.fg" fontWeight="medium">
      <Link to={detailHref(devicesMeta, device.id) ?? '#'}>{device.code}</Link>
    </ChakraLink>
  );
}

function ParentLink({ device }: { device: DeviceRecord }) {
  if (!device.parent_id) return null;
  return (
    <ChakraLink asChild color="brand.fg">
      <Link to={detailHref(devicesMeta, device.parent_id) ?? '#'} title={device.parent_name}>
        {device.parent_code || `#${device.parent_id}`}
      </Link>
    </ChakraLink>
  );
}

export const DEVICE_COLUMNS: readonly ColumnDef<DeviceRecord>[] = [
  { key: 'code', sortable: true, hideable: false, cell: (device) => <CodeLink device={device} /> },
  { key: 'name', sortable: true },
  { key: 'type_id', sortable: true, cell: (device) => device.type_name },
  { key: 'model', sortable: true },
  { key: 'manufacturer', sortable: true },
  { key: 'serial_number', sortable: true, defaultHidden: true },
  { key: 'station_id', sortable: true, cell: (device) => device.station_title },
  { key: 'location', sortable: true, defaultHidden: true },
  { key: 'importance', sortable: true, cell: (device) => <ImportanceTag grade={device.importance} /> },
  { key: 'status', sortable: true, cell: (device) => <DeviceStatusTag status={device.status} /> },
  { key: 'commissioned_on', sortable: true, cell: (device) => device.commissioned_on ?? '' },
  { key: 'warranty_until', sortable: true, defaultHidden: true, cell: (device) => device.warranty_until ?? '' },
  { key: 'parent_id', sortable: true, cell: (device) => <ParentLink device={device} /> },
];

const f = filtersFor<DeviceListQuery>();

/** A device's form values keep its attributes as `attributes.<key>` text. */
export function useDeviceForForm(id: number, options?: QueryHookOptions): QueryHookResult<DeviceRecord> {
  const result = useGetDeviceQuery(id, options);
  const { data: device } = result;
  const data = useMemo(() => device && Object.assign({}, device, attributeValues(device.attributes)), [device]);
  return { data, isLoading: result.isLoading, isFetching: result.isFetching, error: result.error, refetch: result.refetch };
}

/** A create or update body: attributes folded and typed for the chosen type, empty days null. */
export function toDeviceBody<T extends { type_id?: number }>(body: T, index: ReadonlyMap<number, DeviceTypeNode>): T {
  return nullDays(foldAttributes(body, templateOf(index, body.type_id)), DAY_KEYS);
}

function useCreateDevice(): ReturnType<MutationHook<DeviceCreate, DeviceRecord>> {
  const index = useTypeIndex();
  const [create, state] = useCreateDeviceMutation();
  const send = useCallback((body: DeviceCreate) => create(toDeviceBody(body, index)), [create, index]);
  return [send, state];
}

function useUpdateDevice(): ReturnType<MutationHook<{ id: number; body: DeviceUpdate }, DeviceRecord>> {
  const index = useTypeIndex();
  const [update, state] = useUpdateDeviceMutation();
  const send = useCallback(({ id, body }: { id: number; body: DeviceUpdate }) => update({ id, body: toDeviceBody(body, index) }), [update, index]);
  return [send, state];
}

const laterThanCommissioning = (value: unknown, values: FormValues) => {
  const since = values['commissioned_on'];
  return typeof value === 'string' && typeof since === 'string' && since !== '' && value !== '' && value < since ? 'resources.devices.warrantyBeforeCommissioning' : undefined;
};

export const DEVICE_FIELDS: readonly FieldDef[] = [
  { name: 'code', kind: 'text', help: 'resources.devices.codeHelp', rules: { required: true, maxLength: 64 } },
  { name: 'name', kind: 'text', rules: { required: true, maxLength: 100 } },
  { name: 'type_id', kind: 'select', numeric: true, help: 'resources.devices.typeHelp', rules: { required: true }, useOptions: () => useTypeOptions() },
  { name: 'model', kind: 'text', rules: { maxLength: 100 } },
  { name: 'manufacturer', kind: 'text', rules: { maxLength: 100 } },
  { name: 'serial_number', kind: 'text', rules: { maxLength: 100 } },
  { name: 'station_id', kind: 'select', numeric: true, rules: { required: true }, useOptions: () => useStationOptions() },
  { name: 'location', kind: 'text', rules: { maxLength: 200 } },
  { name: 'importance', kind: 'select', initial: 'C', rules: { required: true }, options: DEVICE_IMPORTANCE_VALUES.map((grade) => ({ value: grade, label: importanceKey(grade) })) },
  { name: 'status', kind: 'select', initial: 'in_use', rules: { required: true }, options: DEVICE_STATUS_VALUES.map((status) => ({ value: status, label: statusKey(status) })) },
  dayField('commissioned_on'),
  dayField('warranty_until', { check: laterThanCommissioning }),
  {
    name: 'parent_id',
    kind: 'custom',
    numeric: true,
    initial: '0',
    // A part stands with its assembly: the parent is searched among the devices of the chosen station,
    // leaving out the device itself and its own parts (a loop).
    render: (props) => (
      <DevicePicker {...props} optional stationId={Number(props.values['station_id']) || undefined} parentOf={props.recordId} help="resources.devices.parentHelp" />
    ),
  },
];

export const devices = defineResource<DeviceRecord, DeviceListQuery, DeviceCreate, DeviceUpdate>({
  meta: devicesMeta,
  rowLabel: (device) => `${device.code} ${device.name}`,
  list: {
    useList: useDeviceList,
    fixed: {},
    scoped: true,
    selectable: true,
    sorts: QUERY_VALUES.listDevices.sort,
    defaultSort: '+code',
    columns: DEVICE_COLUMNS,
    filters: [
      f.search('resources.devices.keyword'),
      f.lookup('type_id', 'resources.devices.fields.type_id', useTypeOptions),
      f.choice('status', DEVICE_STATUS_VALUES, 'resources.devices.fields.status', statusKey),
      f.choice('importance', DEVICE_IMPORTANCE_VALUES, 'resources.devices.fields.importance', importanceKey),
    ],
  },
  useGet: useDeviceForForm,
  create: { useMutation: useCreateDevice, initial: { code: '', name: '', type_id: 0, station_id: 0 } },
  update: { useMutation: useUpdateDevice, initial: (device) => ({ version: device.version }) },
  remove: { useMutation: useDeleteDeviceMutation, undo: 'device' },
  csv: { export: exportDevices, useImport: useImportDevicesCsvMutation, template: 'device' },
  formSize: 'md',
  fields: DEVICE_FIELDS,
  detail: { sections: [], history: 'device' },
});

const renderAttribute = (field: Parameters<typeof AttributeField>[0]['field'], props: Parameters<typeof AttributeField>[0]['props']) => (
  <AttributeField field={field} props={props} />
);

/**
 * The ledger's resource with the form fields of the company's device types: an attribute input for
 * each key their templates name (shown for the types that have it). Rebuilt when the tree changes.
 */
export function useDevicesResource() {
  const index = useTypeIndex();
  return useMemo(() => ({ ...devices, fields: [...DEVICE_FIELDS, ...attributeFields(index, renderAttribute)] }), [index]);
}
