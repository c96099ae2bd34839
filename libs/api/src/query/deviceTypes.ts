import type { components } from '../generated/schema';
import { settle, settleEmpty } from '../client/settle';
import { api } from './api';
import type { QueryOf } from './params';

type Schemas = components['schemas'];
export type DeviceTypeRecord = Schemas['DeviceType'];
export type DeviceTypeNode = Schemas['DeviceTypeNode'];
export type DeviceTypeCreate = Schemas['DeviceTypeCreate'];
export type DeviceTypeUpdate = Schemas['DeviceTypeUpdate'];
export type TemplateField = Schemas['TemplateField'];
export type TemplateFieldKind = TemplateField['kind'];
export type DeviceTypeListQuery = QueryOf<'listDeviceTypes'>;
export type DeviceTypeTreeQuery = QueryOf<'getDeviceTypeTree'>;

// Writes are `quiet`: the form that sent them shows the server's message (on the field it names).
// A type's template changes what its devices' forms ask, so writes also refresh the devices read.
export const deviceTypesApi = api.enhanceEndpoints({ addTagTypes: ['DeviceType', 'Device', 'Audit'] }).injectEndpoints({
  endpoints: (build) => ({
    listDeviceTypes: build.query({
      queryFn: (query: DeviceTypeListQuery) => settle((client) => client.GET('/api/device_types', { params: { query } })),
      providesTags: [{ type: 'DeviceType', id: 'LIST' }],
    }),
    /** The whole tree of a company, each node with its effective (inherited + own) template. */
    getDeviceTypeTree: build.query({
      queryFn: (query: DeviceTypeTreeQuery) => settle((client) => client.GET('/api/device_types/tree', { params: { query } })),
      providesTags: [{ type: 'DeviceType', id: 'LIST' }],
    }),
    getDeviceType: build.query({
      queryFn: (id: number) => settle((client) => client.GET('/api/device_types/{id}', { params: { path: { id } } })),
      providesTags: (_result, _error, id) => [{ type: 'DeviceType', id }],
    }),
    createDeviceType: build.mutation({
      queryFn: (body: DeviceTypeCreate) => settle((client) => client.POST('/api/device_types', { body }), { quiet: true }),
      invalidatesTags: [{ type: 'DeviceType', id: 'LIST' }, 'Audit'],
    }),
    updateDeviceType: build.mutation({
      queryFn: ({ id, body }: { id: number; body: DeviceTypeUpdate }) =>
        settle((client) => client.PUT('/api/device_types/{id}', { params: { path: { id } }, body }), { quiet: true }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'DeviceType', id }, { type: 'DeviceType', id: 'LIST' }, 'Device', 'Audit'],
    }),
    deleteDeviceType: build.mutation({
      queryFn: ({ id, version }: { id: number; version: number }) =>
        settleEmpty((client) => client.DELETE('/api/device_types/{id}', { params: { path: { id }, query: { version } } }), { quiet: true }),
      invalidatesTags: [{ type: 'DeviceType', id: 'LIST' }, 'Audit'],
    }),
  }),
});

export const {
  useListDeviceTypesQuery,
  useGetDeviceTypeTreeQuery,
  useGetDeviceTypeQuery,
  useCreateDeviceTypeMutation,
  useUpdateDeviceTypeMutation,
  useDeleteDeviceTypeMutation,
} = deviceTypesApi;
