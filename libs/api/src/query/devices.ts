import type { components } from '../generated/schema';
import { downloadCsv, type CsvDownloadOptions } from '../client/csvDownload';
import { settle, settleEmpty } from '../client/settle';
import { api } from './api';
import type { QueryOf } from './params';

type Schemas = components['schemas'];
export type DeviceRecord = Schemas['Device'];
export type DeviceCreate = Schemas['DeviceCreate'];
export type DeviceUpdate = Schemas['DeviceUpdate'];
export type DeviceStatus = Schemas['DeviceStatus'];
export type DeviceImportance = Schemas['DeviceImportance'];
export type DevicePage = Schemas['DevicePage'];
export type DeviceSummary = Schemas['DeviceSummary'];
export type DeviceFile = Schemas['DeviceFile'];
export type DeviceFileUpload = Schemas['DeviceFileUpload'];
export type DeviceBulkChange = Schemas['DeviceBulkChange'];
export type DeviceLabel = Schemas['DeviceLabel'];
export type DeviceEvent = Schemas['DeviceEvent'];
export type DeviceEventKind = Schemas['DeviceEventKind'];
export type FaultReport = Schemas['FaultReport'];
export type FaultReportResult = Schemas['FaultReportResult'];
export type DeviceListQuery = QueryOf<'listDevices'>;
export type DeviceSummaryQuery = QueryOf<'getDeviceSummary'>;
export type DeviceHistoryQuery = QueryOf<'getDeviceHistory'>;

// Writes are `quiet`: the form or dialog that sent them shows the server's message (on the field it names).
export const devicesApi = api.enhanceEndpoints({ addTagTypes: ['Device', 'DeviceHistory', 'Audit'] }).injectEndpoints({
  endpoints: (build) => ({
    /** A page of the ledger; `include: 'summary'` adds the figures above the list in the same answer. */
    listDevices: build.query({
      queryFn: (query: DeviceListQuery) => settle((client) => client.GET('/api/devices', { params: { query } })),
      providesTags: (result) => [{ type: 'Device', id: 'LIST' }, ...(result?.items ?? []).map(({ id }) => ({ type: 'Device' as const, id }))],
    }),
    getDeviceSummary: build.query({
      queryFn: (query: DeviceSummaryQuery) => settle((client) => client.GET('/api/devices/summary', { params: { query } })),
      providesTags: [{ type: 'Device', id: 'LIST' }],
    }),
    getDevice: build.query({
      queryFn: (id: number) => settle((client) => client.GET('/api/devices/{id}', { params: { path: { id } } })),
      providesTags: (_result, _error, id) => [{ type: 'Device', id }],
    }),
    createDevice: build.mutation({
      queryFn: (body: DeviceCreate) => settle((client) => client.POST('/api/devices', { body }), { quiet: true }),
      invalidatesTags: [{ type: 'Device', id: 'LIST' }, 'Audit'],
    }),
    updateDevice: build.mutation({
      queryFn: ({ id, body }: { id: number; body: DeviceUpdate }) =>
        settle((client) => client.PUT('/api/devices/{id}', { params: { path: { id } }, body }), { quiet: true }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Device', id }, { type: 'Device', id: 'LIST' }, { type: 'DeviceHistory', id }, 'Audit'],
    }),
    deleteDevice: build.mutation({
      queryFn: ({ id, version }: { id: number; version: number }) =>
        settleEmpty((client) => client.DELETE('/api/devices/{id}', { params: { path: { id }, query: { version } } }), { quiet: true }),
      invalidatesTags: [{ type: 'Device', id: 'LIST' }, 'Audit'],
    }),
    importDevicesCsv: build.mutation({
      queryFn: (body: Schemas['CsvImportRequest']) => settle((client) => client.POST('/api/devices/import', { body }), { quiet: true }),
      invalidatesTags: (result) => (result?.imported ? [{ type: 'Device', id: 'LIST' }, 'Audit'] : []),
    }),
    /** Status and/or station of many devices at once (each row audited). */
    bulkChangeDevices: build.mutation({
      queryFn: (body: DeviceBulkChange) => settle((client) => client.POST('/api/devices/bulk', { body }), { quiet: true }),
      invalidatesTags: (_result, _error, { ids }) => [
        { type: 'Device', id: 'LIST' },
        ...ids.flatMap((id) => [{ type: 'Device' as const, id }, { type: 'DeviceHistory' as const, id }]),
        'Audit',
      ],
    }),
    /** QR label data, in the order asked for (ids the caller may not see are left out). */
    getDeviceLabels: build.query({
      queryFn: (ids: readonly number[]) => settle((client) => client.GET('/api/devices/labels', { params: { query: { ids: ids.join(',') } } })),
    }),
    getDeviceHistory: build.query({
      queryFn: ({ id, ...query }: { id: number } & DeviceHistoryQuery) =>
        settle((client) => client.GET('/api/devices/{id}/history', { params: { path: { id }, query } })),
      providesTags: (_result, _error, { id }) => [{ type: 'DeviceHistory', id }],
    }),
    reportDeviceFault: build.mutation({
      queryFn: ({ id, body }: { id: number; body: FaultReport }) =>
        settle((client) => client.POST('/api/devices/{id}/fault_report', { params: { path: { id } }, body }), { quiet: true }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'DeviceHistory', id }],
    }),
    uploadDeviceFile: build.mutation({
      queryFn: ({ id, body }: { id: number; body: DeviceFileUpload }) =>
        settle((client) => client.POST('/api/devices/{id}/files', { params: { path: { id } }, body }), { quiet: true }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Device', id }, 'Audit'],
    }),
    deleteDeviceFile: build.mutation({
      queryFn: ({ id, fileId }: { id: number; fileId: string }) =>
        settle((client) => client.DELETE('/api/devices/{id}/files/{fileId}', { params: { path: { id, fileId } } }), { quiet: true }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Device', id }, 'Audit'],
    }),
  }),
});

export const {
  useListDevicesQuery,
  useGetDeviceSummaryQuery,
  useGetDeviceQuery,
  useCreateDeviceMutation,
  useUpdateDeviceMutation,
  useDeleteDeviceMutation,
  useImportDevicesCsvMutation,
  useBulkChangeDevicesMutation,
  useGetDeviceLabelsQuery,
  useGetDeviceHistoryQuery,
  useReportDeviceFaultMutation,
  useUploadDeviceFileMutation,
  useDeleteDeviceFileMutation,
} = devicesApi;

/** Every device matching the filters, as CSV (all pages). */
export const exportDevicesCsv = (query: QueryOf<'exportDevicesCsv'>, options?: CsvDownloadOptions) =>
  downloadCsv((client, signal) => client.GET('/api/devices/export', { params: { query }, parseAs: 'stream', signal }), options);
