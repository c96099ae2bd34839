import {
  useCreateSpareLocationMutation, useCreateSpareWarehouseMutation, useDeleteSpareLocationMutation, useDeleteSpareWarehouseMutation, useGetSpareLocationQuery, useGetSpareLocationTreeQuery,
  useGetSpareWarehouseQuery, useListSpareLocationsQuery, useListSpareWarehousesQuery, useUpdateSpareLocationMutation, useUpdateSpareWarehouseMutation,
  type SpareLocationCreate, type SpareLocationListQuery, type SpareLocationRecord, type SpareLocationUpdate,
  type SpareWarehouseCreate, type SpareWarehouseListQuery, type SpareWarehouseRecord, type SpareWarehouseUpdate,
} from '@om/api';
import { useMemo } from 'react';
import type { Option } from '@om/ui';
import { defineResource, filtersFor, StatusTag, useUserLookup, useZeroOption } from '../../../shared/resource';
import { useStationOptions } from '../../device';
import { useWarehouseOptions } from '../lookups';
import { locationsMeta, warehousesMeta } from '../meta';

/** "Area (top level)" and the areas of the warehouse. */
function useAreaOptions(warehouseId: number): readonly Option[] {
  const top = useZeroOption('topLevel');
  const { data } = useGetSpareLocationTreeQuery({ warehouse_id: warehouseId }, { skip: !(warehouseId > 0) });
  return useMemo(() => [top, ...(data ?? []).map((area) => ({ value: String(area.id), label: `${area.code} ${area.name}` }))], [top, data]);
}

const f = filtersFor<SpareWarehouseListQuery>();
const STATUSES = ['active', 'disabled'] as const;

export const warehouses = defineResource<SpareWarehouseRecord, SpareWarehouseListQuery, SpareWarehouseCreate, SpareWarehouseUpdate>({
  meta: warehousesMeta,
  rowLabel: (row) => `${row.name} (${row.code})`,
  list: {
    useList: useListSpareWarehousesQuery,
    fixed: {},
    scoped: true,
    sorts: ['+code', '-code', '+name', '-name', '+id', '-id', '+created_at', '-created_at'],
    defaultSort: '+code',
    columns: [
      { key: 'code', sortable: true },
      { key: 'name', sortable: true },
      { key: 'station_title' },
      { key: 'keeper_name' },
      { key: 'address' },
      { key: 'location_count' },
      { key: 'status', cell: (row) => <StatusTag status={row.status} /> },
      { key: 'remark', defaultHidden: true },
    ],
    filters: [f.search(), f.choice('status', STATUSES, 'resources.warehouses.fields.status', (status) => `resource:status.${status}`)],
  },
  useGet: useGetSpareWarehouseQuery,
  create: { useMutation: useCreateSpareWarehouseMutation, initial: { code: '', name: '' } },
  update: { useMutation: useUpdateSpareWarehouseMutation, initial: (row) => ({ version: row.version }) },
  remove: { useMutation: useDeleteSpareWarehouseMutation },
  fields: [
    { name: 'code', kind: 'text', help: 'resources.warehouses.codeHelp', rules: { required: true, maxLength: 32 } },
    { name: 'name', kind: 'text', rules: { required: true, maxLength: 64 } },
    { name: 'station_id', kind: 'select', numeric: true, useOptions: () => useStationOptions() },
    { name: 'keeper_id', kind: 'select', numeric: true, useOptions: () => useUserLookup().options },
    { name: 'address', kind: 'text', rules: { maxLength: 200 } },
    { name: 'status', kind: 'select', initial: 'active', options: STATUSES.map((status) => ({ value: status, label: `resource:status.${status}` })) },
    { name: 'remark', kind: 'textarea', rules: { maxLength: 200 } },
  ],
});

export const locations = defineResource<SpareLocationRecord, SpareLocationListQuery, SpareLocationCreate, SpareLocationUpdate>({
  meta: locationsMeta,
  rowLabel: (row) => `${row.code} ${row.name}`,
  list: {
    useList: useListSpareLocationsQuery,
    fixed: {},
    sorts: ['+code', '-code'],
    defaultSort: '+code',
    columns: [{ key: 'code' }, { key: 'name' }],
  },
  useGet: useGetSpareLocationQuery,
  create: { useMutation: useCreateSpareLocationMutation, initial: { warehouse_id: 0, code: '', name: '' } },
  update: { useMutation: useUpdateSpareLocationMutation, initial: (row) => ({ version: row.version }) },
  remove: { useMutation: useDeleteSpareLocationMutation },
  fields: [
    // Fixed by the button that opened the form (the warehouse, and the area for a location).
    { name: 'warehouse_id', kind: 'select', numeric: true, readOnly: true, only: 'create', useOptions: () => useWarehouseOptions() },
    { name: 'parent_id', kind: 'select', numeric: true, readOnly: true, only: 'create', useOptions: (values) => useAreaOptions(Number(values['warehouse_id'])) },
    { name: 'code', kind: 'text', help: 'resources.locations.codeHelp', rules: { required: true, maxLength: 32 } },
    { name: 'name', kind: 'text', rules: { required: true, maxLength: 64 } },
    { name: 'remark', kind: 'textarea', rules: { maxLength: 200 } },
  ],
});
