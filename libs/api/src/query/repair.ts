import type { components } from '../generated/schema';
import { downloadCsv, type CsvDownloadOptions } from '../client/csvDownload';
import { settle } from '../client/settle';
import { api } from './api';
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
export type PhotoUpload = Schemas['PhotoUpload'];
export type RepairOrderRecord = Schemas['RepairOrder'];
export type RepairOrderDetail = Schemas['RepairOrderDetail'];
export type RepairOrderCreate = Schemas['RepairOrderCreate'];
export type RepairOrderUpdate = Schemas['RepairOrderUpdate'];
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

const ORDER_TAGS = (id: number) => [{ type: 'RepairOrder' as const, id }, { type: 'RepairOrder' as const, id: 'LIST' }, { type: 'Fault' as const, id: 'LIST' }, 'RepairFigures' as const, 'Audit' as const];

// Writes are `quiet`: the dialog that sent them shows the server's message (on the field it names).
export const repairApi = api.enhanceEndpoints({ addTagTypes: ['Fault', 'FaultCode', 'RepairOrder', 'RepairFigures', 'Audit', 'Device', 'DeviceHistory'] }).injectEndpoints({
  endpoints: (build) => ({
    listFaults: build.query({
      queryFn: (query: FaultListQuery) => settle((client) => client.GET('/api/faults', { params: { query } })),
      providesTags: (result) => [{ type: 'Fault', id: 'LIST' }, ...(result?.items ?? []).map(({ id }) => ({ type: 'Fault' as const, id }))],
    }),
    getFault: build.query({
      queryFn: (id: number) => settle((client) => client.GET('/api/faults/{id}', { params: { path: { id } } })),
      providesTags: (_result, _error, id) => [{ type: 'Fault', id }],
    }),
    reportFault: build.mutation({
      queryFn: (body: FaultCreate) => settle((client) => client.POST('/api/faults', { body }), { quiet: true }),
      invalidatesTags: [{ type: 'Fault', id: 'LIST' }, 'DeviceHistory', 'RepairFigures', 'Audit'],
    }),
    confirmFault: build.mutation({
      queryFn: ({ id, body }: { id: number; body: FaultConfirm }) => settle((client) => client.POST('/api/faults/{id}/confirm', { params: { path: { id } }, body }), { quiet: true }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Fault', id }, { type: 'Fault', id: 'LIST' }, 'Audit'],
    }),
    rejectFault: build.mutation({
      queryFn: ({ id, body }: { id: number; body: FaultReject }) => settle((client) => client.POST('/api/faults/{id}/reject', { params: { path: { id } }, body }), { quiet: true }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Fault', id }, { type: 'Fault', id: 'LIST' }, 'RepairFigures', 'Audit'],
    }),
    uploadFaultPhoto: build.mutation({
      queryFn: ({ id, body }: { id: number; body: PhotoUpload }) => settle((client) => client.POST('/api/faults/{id}/photos', { params: { path: { id } }, body }), { quiet: true }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Fault', id }, 'Audit'],
    }),
    listFaultCodes: build.query({
      queryFn: (query: FaultCodeListQuery) => settle((client) => client.GET('/api/fault_codes', { params: { query } })),
      providesTags: [{ type: 'FaultCode', id: 'LIST' }],
    }),
    listRepairOrders: build.query({
      queryFn: (query: RepairOrderListQuery) => settle((client) => client.GET('/api/repair/orders', { params: { query } })),
      providesTags: (result) => [{ type: 'RepairOrder', id: 'LIST' }, ...(result?.items ?? []).map(({ id }) => ({ type: 'RepairOrder' as const, id }))],
    }),
    getRepairOrder: build.query({
      queryFn: (id: number) => settle((client) => client.GET('/api/repair/orders/{id}', { params: { path: { id } } })),
      providesTags: (_result, _error, id) => [{ type: 'RepairOrder', id }],
    }),
    createRepairOrder: build.mutation({
      queryFn: (body: RepairOrderCreate) => settle((client) => client.POST('/api/repair/orders', { body }), { quiet: true }),
      invalidatesTags: [{ type: 'RepairOrder', id: 'LIST' }, { type: 'Fault', id: 'LIST' }, 'Fault', 'DeviceHistory', 'Audit'],
    }),
    updateRepairOrder: build.mutation({
      queryFn: ({ id, body }: { id: number; body: RepairOrderUpdate }) =>
        settle((client) => client.PUT('/api/repair/orders/{id}', { params: { path: { id } }, body }), { quiet: true }),
      invalidatesTags: (_result, _error, { id }) => ORDER_TAGS(id),
    }),
    transitionRepairOrder: build.mutation({
      queryFn: ({ id, body }: { id: number; body: WorkOrderTransitionRequest }) =>
        settle((client) => client.POST('/api/repair/orders/{id}/transition', { params: { path: { id } }, body }), { quiet: true }),
      invalidatesTags: (_result, _error, { id }) => [...ORDER_TAGS(id), 'Fault', 'Device', 'DeviceHistory'],
    }),
    checkRepairOrder: build.mutation({
      queryFn: ({ id, body }: { id: number; body: RepairCheck }) =>
        settle((client) => client.POST('/api/repair/orders/{id}/check', { params: { path: { id } }, body }), { quiet: true }),
      invalidatesTags: (_result, _error, { id }) => [...ORDER_TAGS(id), 'Fault', 'Device', 'DeviceHistory'],
    }),
    attachFaultToRepairOrder: build.mutation({
      queryFn: ({ id, body }: { id: number; body: Schemas['RepairAttachFault'] }) =>
        settle((client) => client.POST('/api/repair/orders/{id}/faults', { params: { path: { id } }, body }), { quiet: true }),
      invalidatesTags: (_result, _error, { id }) => [...ORDER_TAGS(id), 'Fault'],
    }),
    uploadRepairOrderPhoto: build.mutation({
      queryFn: ({ id, body }: { id: number; body: PhotoUpload }) =>
        settle((client) => client.POST('/api/repair/orders/{id}/photos', { params: { path: { id } }, body }), { quiet: true }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'RepairOrder', id }, 'Audit'],
    }),
    getRepairFigures: build.query({
      queryFn: (query: RepairFiguresQuery) => settle((client) => client.GET('/api/repair/figures', { params: { query } })),
      providesTags: ['RepairFigures'],
    }),
  }),
});

export const {
  useListFaultsQuery,
  useGetFaultQuery,
  useReportFaultMutation,
  useConfirmFaultMutation,
  useRejectFaultMutation,
  useUploadFaultPhotoMutation,
  useListFaultCodesQuery,
  useListRepairOrdersQuery,
  useGetRepairOrderQuery,
  useCreateRepairOrderMutation,
  useUpdateRepairOrderMutation,
  useTransitionRepairOrderMutation,
  useCheckRepairOrderMutation,
  useAttachFaultToRepairOrderMutation,
  useUploadRepairOrderPhotoMutation,
  useGetRepairFiguresQuery,
} = repairApi;

/** Every fault matching the filters, as CSV (all pages). */
export const exportFaultsCsv = (query: QueryOf<'exportFaultsCsv'>, options?: CsvDownloadOptions) =>
  downloadCsv((client, signal) => client.GET('/api/faults/export', { params: { query }, parseAs: 'stream', signal }), options);

/** Every repair order matching the filters, as CSV (all pages). */
export const exportRepairOrdersCsv = (query: QueryOf<'exportRepairOrdersCsv'>, options?: CsvDownloadOptions) =>
  downloadCsv((client, signal) => client.GET('/api/repair/orders/export', { params: { query }, parseAs: 'stream', signal }), options);

