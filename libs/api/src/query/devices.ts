import type { components } from '../generated/schema';
import { downloadCsv, type CsvDownloadOptions } from '../client/csvDownload';
import type { DevicesCacheTags } from '../generated/endpoints/devices';
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

export const devicesTags: DevicesCacheTags = {
  /** A page of the ledger; `include: 'summary'` adds the figures above the list in the same answer. */
  listDevices: {
    providesTags: (result) => [{ type: 'Device', id: 'LIST' }, ...(result?.items ?? []).map(({ id }) => ({ type: 'Device' as const, id }))],
  },
  getDeviceSummary: {
    providesTags: [{ type: 'Device', id: 'LIST' }],
  },
  getDevice: {
    providesTags: (_result, _error, id) => [{ type: 'Device', id }],
  },
  createDevice: {
    invalidatesTags: [{ type: 'Device', id: 'LIST' }, 'Audit'],
  },
  updateDevice: {
    invalidatesTags: (_result, _error, { id }) => [{ type: 'Device', id }, { type: 'Device', id: 'LIST' }, { type: 'DeviceHistory', id }, 'Audit'],
  },
  deleteDevice: {
    invalidatesTags: [{ type: 'Device', id: 'LIST' }, 'Audit'],
  },
  importDevicesCsv: {
    invalidatesTags: (result) => (result?.imported ? [{ type: 'Device', id: 'LIST' }, 'Audit'] : []),
  },
  /** Status and/or station of many devices at once (each row audited). */
  bulkChangeDevices: {
    invalidatesTags: (_result, _error, { ids }) => [
      { type: 'Device', id: 'LIST' },
      ...ids.flatMap((id) => [
        { type: 'Device' as const, id },
        { type: 'DeviceHistory' as const, id },
      ]),
      'Audit',
    ],
  },
  getDeviceHistory: {
    providesTags: (_result, _error, { id }) => [{ type: 'DeviceHistory', id }],
  },
  reportDeviceFault: {
    invalidatesTags: (_result, _error, { id }) => [{ type: 'DeviceHistory', id }, { type: 'Fault', id: 'LIST' }, 'RepairFigures'],
  },
  uploadDeviceFile: {
    invalidatesTags: (_result, _error, { id }) => [{ type: 'Device', id }, 'Audit'],
  },
  deleteDeviceFile: {
    invalidatesTags: (_result, _error, { id }) => [{ type: 'Device', id }, 'Audit'],
  },
};

/** Every device matching the filters, as CSV (all pages). */
export const exportDevicesCsv = (query: QueryOf<'exportDevicesCsv'>, options?: CsvDownloadOptions) =>
  downloadCsv((client, signal) => client.GET('/api/devices/export', { params: { query }, parseAs: 'stream', signal }), options);
