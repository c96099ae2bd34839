import type { components } from '../generated/schema';
import { downloadCsv, type CsvDownloadOptions } from '../client/csvDownload';
import type { RepairCacheTags } from '../generated/endpoints/repair';
import type { QueryOf } from './params';

type Schemas = components['schemas'];
export type FaultRecord = Schemas['Fault'];
export type FaultCreate = Schemas['FaultCreate'];
export type FaultConfirm = Schemas['FaultConfirm'];
export type FaultReject = Schemas['FaultReject'];
export type FaultSeverity = Schemas['FaultSeverity'];
export type FaultSource = Schemas['FaultSource'];
export type FaultStatus = Schemas['FaultStatus'];
export type FaultReportOutcome = Schemas['FaultReportOutcome'];
export type FaultCodeRecord = Schemas['FaultCode'];
export type FaultCodeCreate = Schemas['FaultCodeCreate'];
export type FaultCodeUpdate = Schemas['FaultCodeUpdate'];
export type PhotoAttach = Schemas['PhotoAttach'];
export type RepairOrderRecord = Schemas['RepairOrder'];
export type RepairOrderDetail = Schemas['RepairOrderDetail'];
export type RepairOrderCreate = Schemas['RepairOrderCreate'];
export type RepairOrderUpdate = Schemas['RepairOrderUpdate'];
export type PartUsed = Schemas['PartUsed'];
export type RepairCalendarEntry = Schemas['RepairCalendarEntry'];
export type RepairCheck = Schemas['RepairCheck'];
export type RepairFigures = Schemas['RepairFigures'];
export type RepairFigureRow = Schemas['RepairFigureRow'];
export type WorkOrderState = Schemas['WorkOrderState'];
export type WorkOrderAction = Schemas['WorkOrderAction'];
export type WorkOrderTransition = Schemas['WorkOrderTransition'];
export type WorkOrderTransitionRequest = Schemas['WorkOrderTransitionRequest'];
export type EquipmentCondition = Schemas['EquipmentCondition'];
export type FaultListQuery = QueryOf<'listFaults'>;
export type FaultCodeListQuery = QueryOf<'listFaultCodes'>;
export type RepairOrderListQuery = QueryOf<'listRepairOrders'>;
export type RepairFiguresQuery = QueryOf<'getRepairFigures'>;

const orderTags = (id: number) => [{ type: 'RepairOrder' as const, id }, { type: 'RepairOrder' as const, id: 'LIST' }, { type: 'Fault' as const, id: 'LIST' }, 'RepairFigures' as const, 'Audit' as const];

/** The fault pool's and repair orders' cache tags (the endpoints and hooks are generated from the contract). */
export const repairTags: RepairCacheTags = {
  listFaults: {
    providesTags: (result) => [{ type: 'Fault', id: 'LIST' }, ...(result?.items ?? []).map(({ id }) => ({ type: 'Fault' as const, id }))],
  },
  getFault: { providesTags: (_result, _error, id) => [{ type: 'Fault', id }] },
  reportFault: { invalidatesTags: [{ type: 'Fault', id: 'LIST' }, 'DeviceHistory', 'RepairFigures', 'Audit'] },
  confirmFault: { invalidatesTags: (_result, _error, { id }) => [{ type: 'Fault', id }, { type: 'Fault', id: 'LIST' }, 'Audit'] },
  rejectFault: { invalidatesTags: (_result, _error, { id }) => [{ type: 'Fault', id }, { type: 'Fault', id: 'LIST' }, 'RepairFigures', 'Audit'] },
  uploadFaultPhoto: { invalidatesTags: (_result, _error, { id }) => [{ type: 'Fault', id }, 'Audit'] },
  listFaultCodes: { providesTags: [{ type: 'FaultCode', id: 'LIST' }] },
  getFaultCode: { providesTags: (_result, _error, id) => [{ type: 'FaultCode', id }] },
  createFaultCode: { invalidatesTags: [{ type: 'FaultCode', id: 'LIST' }, 'Audit'] },
  updateFaultCode: { invalidatesTags: (_result, _error, { id }) => [{ type: 'FaultCode', id }, { type: 'FaultCode', id: 'LIST' }, 'Audit'] },
  deleteFaultCode: { invalidatesTags: [{ type: 'FaultCode', id: 'LIST' }, 'Audit'] },
  listRepairOrders: {
    providesTags: (result) => [{ type: 'RepairOrder', id: 'LIST' }, ...(result?.items ?? []).map(({ id }) => ({ type: 'RepairOrder' as const, id }))],
  },
  getRepairOrder: { providesTags: (_result, _error, id) => [{ type: 'RepairOrder', id }] },
  createRepairOrder: { invalidatesTags: [{ type: 'RepairOrder', id: 'LIST' }, 'Fault', 'DeviceHistory', 'Audit'] },
  updateRepairOrder: { invalidatesTags: (_result, _error, { id }) => orderTags(id) },
  // Completing takes the parts used from stock (a confirmed stock-out).
  transitionRepairOrder: { invalidatesTags: (_result, _error, { id }) => [...orderTags(id), 'Fault', 'Device', 'DeviceHistory', 'SpareStock', 'SparePart', 'SpareDocument', 'Message'] },
  checkRepairOrder: { invalidatesTags: (_result, _error, { id }) => [...orderTags(id), 'Fault', 'Device', 'DeviceHistory'] },
  attachFaultToRepairOrder: { invalidatesTags: (_result, _error, { id }) => [...orderTags(id), 'Fault'] },
  uploadRepairOrderPhoto: { invalidatesTags: (_result, _error, { id }) => [{ type: 'RepairOrder', id }, 'Audit'] },
  getRepairFigures: { providesTags: ['RepairFigures'] },
  getRepairCalendar: { providesTags: [{ type: 'RepairOrder', id: 'LIST' }] },
};

/** Every fault matching the filters, as CSV (all pages). */
export const exportFaultsCsv = (query: QueryOf<'exportFaultsCsv'>, options?: CsvDownloadOptions) =>
  downloadCsv((client, signal) => client.GET('/api/faults/export', { params: { query }, parseAs: 'stream', signal }), options);

/** Every repair order matching the filters, as CSV (all pages). */
export const exportRepairOrdersCsv = (query: QueryOf<'exportRepairOrdersCsv'>, options?: CsvDownloadOptions) =>
  downloadCsv((client, signal) => client.GET('/api/repair/orders/export', { params: { query }, parseAs: 'stream', signal }), options);

