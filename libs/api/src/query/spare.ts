import type { components } from '../generated/schema';
import { downloadCsv, type CsvDownloadOptions } from '../client/csvDownload';
import { settle, settleEmpty } from '../client/settle';
import { api } from './api';
import type { QueryOf } from './params';

type Schemas = components['schemas'];
export type SpareWarehouseRecord = Schemas['SpareWarehouse'];
export type SpareWarehouseCreate = Schemas['SpareWarehouseCreate'];
export type SpareWarehouseUpdate = Schemas['SpareWarehouseUpdate'];
export type SpareWarehouseListQuery = QueryOf<'listSpareWarehouses'>;
export type SpareLocationRecord = Schemas['SpareLocation'];
export type SpareLocationNode = Schemas['SpareLocationNode'];
export type SpareLocationCreate = Schemas['SpareLocationCreate'];
export type SpareLocationUpdate = Schemas['SpareLocationUpdate'];
export type SpareLocationListQuery = QueryOf<'listSpareLocations'>;
export type SpareCategoryRecord = Schemas['SpareCategory'];
export type SpareCategoryNode = Schemas['SpareCategoryNode'];
export type SpareCategoryCreate = Schemas['SpareCategoryCreate'];
export type SpareCategoryUpdate = Schemas['SpareCategoryUpdate'];
export type SpareCategoryListQuery = QueryOf<'listSpareCategories'>;
export type SparePartRecord = Schemas['SparePart'];
export type SparePartCreate = Schemas['SparePartCreate'];
export type SparePartUpdate = Schemas['SparePartUpdate'];
export type SparePartListQuery = QueryOf<'listSpareParts'>;
export type SpareLimit = Schemas['SpareLimit'];
export type SpareStockRecord = Schemas['SpareStock'];
export type SpareStockQuery = QueryOf<'listSpareStock'>;
export type SpareLedgerEntry = Schemas['SpareLedgerEntry'];
export type SpareLedgerQuery = QueryOf<'listSpareLedger'>;
export type SpareDocumentRecord = Schemas['SpareDocument'];
export type SpareDocumentLine = Schemas['SpareDocumentLine'];
export type SpareDocumentLineInput = Schemas['SpareDocumentLineInput'];
export type SpareDocumentCreate = Schemas['SpareDocumentCreate'];
export type SpareDocumentUpdate = Schemas['SpareDocumentUpdate'];
export type SpareDocumentKind = Schemas['SpareDocumentKind'];
export type SpareDocumentReason = Schemas['SpareDocumentReason'];
export type SpareDocumentStatus = Schemas['SpareDocumentStatus'];
export type SpareDocumentListQuery = QueryOf<'listSpareStockIns'>;
export type SpareWarningRecord = Schemas['SpareWarning'];
export type SpareWarningQuery = QueryOf<'listSpareWarnings'>;
export type SparePickRecord = Schemas['SparePick'];
export type SparePickCreate = Schemas['SparePickCreate'];
export type SparePickListQuery = QueryOf<'listSparePicks'>;
export type SparePickDecision = Schemas['SparePickDecision'];
export type SpareStockReport = Schemas['SpareStockReport'];
export type SpareStockReportQuery = QueryOf<'getSpareStockReport'>;
export type SpareConsumption = Schemas['SpareConsumption'];
export type SpareConsumptionQuery = QueryOf<'getSpareConsumption'>;
export type SpareConsumptionGroup = Schemas['SpareConsumptionGroup'];



type Id = { id: number };
type Versioned = { id: number; version: number };

// openapi-fetch types each path literally: one branch per kind (the three paths share their schemas).
const documents = {
  list: (kind: SpareDocumentKind, query: SpareDocumentListQuery) =>
    settle((client) =>
      kind === 'in' ? client.GET('/api/spare/stock_in', { params: { query } }) : kind === 'out' ? client.GET('/api/spare/stock_out', { params: { query } }) : client.GET('/api/spare/supply_out', { params: { query } }),
    ),
  get: (kind: SpareDocumentKind, { id }: Id) =>
    settle((client) => {
      const params = { path: { id } };
      return kind === 'in' ? client.GET('/api/spare/stock_in/{id}', { params }) : kind === 'out' ? client.GET('/api/spare/stock_out/{id}', { params }) : client.GET('/api/spare/supply_out/{id}', { params });
    }),
  create: (kind: SpareDocumentKind, body: SpareDocumentCreate) =>
    settle(
      (client) => (kind === 'in' ? client.POST('/api/spare/stock_in', { body }) : kind === 'out' ? client.POST('/api/spare/stock_out', { body }) : client.POST('/api/spare/supply_out', { body })),
      { quiet: true },
    ),
  update: (kind: SpareDocumentKind, id: number, body: SpareDocumentUpdate) =>
    settle((client) => {
      const params = { path: { id } };
      return kind === 'in' ? client.PUT('/api/spare/stock_in/{id}', { params, body }) : kind === 'out' ? client.PUT('/api/spare/stock_out/{id}', { params, body }) : client.PUT('/api/spare/supply_out/{id}', { params, body });
    }, { quiet: true }),
  remove: (kind: SpareDocumentKind, { id, version }: Versioned) =>
    settleEmpty((client) => {
      const params = { path: { id }, query: { version } };
      return kind === 'in' ? client.DELETE('/api/spare/stock_in/{id}', { params }) : kind === 'out' ? client.DELETE('/api/spare/stock_out/{id}', { params }) : client.DELETE('/api/spare/supply_out/{id}', { params });
    }, { quiet: true }),
  confirm: (kind: SpareDocumentKind, { id, version }: Versioned) =>
    settle((client) => {
      const params = { path: { id } };
      const body = { version };
      return kind === 'in'
        ? client.POST('/api/spare/stock_in/{id}/confirm', { params, body })
        : kind === 'out'
          ? client.POST('/api/spare/stock_out/{id}/confirm', { params, body })
          : client.POST('/api/spare/supply_out/{id}/confirm', { params, body });
    }, { quiet: true }),
};

// Every movement changes stock, the ledger, the warnings and the parts' on-hand figures.
const MOVED = ['SpareStock', 'SparePart', 'SpareDocument', 'SparePick', 'Audit', 'Message'] as const;

// Writes are `quiet`: the form or dialog that sent them shows the server's message (on the field it names).
export const spareApi = api.enhanceEndpoints({ addTagTypes: ['SpareWarehouse', 'SpareLocation', 'SpareCategory', 'SparePart', 'SpareStock', 'SpareDocument', 'SparePick', 'Audit'] }).injectEndpoints({
  endpoints: (build) => ({
    listSpareWarehouses: build.query({
      queryFn: (query: SpareWarehouseListQuery) => settle((client) => client.GET('/api/spare/warehouses', { params: { query } })),
      providesTags: [{ type: 'SpareWarehouse', id: 'LIST' }],
    }),
    getSpareWarehouse: build.query({
      queryFn: (id: number) => settle((client) => client.GET('/api/spare/warehouses/{id}', { params: { path: { id } } })),
      providesTags: (_result, _error, id) => [{ type: 'SpareWarehouse', id }],
    }),
    createSpareWarehouse: build.mutation({
      queryFn: (body: SpareWarehouseCreate) => settle((client) => client.POST('/api/spare/warehouses', { body }), { quiet: true }),
      invalidatesTags: [{ type: 'SpareWarehouse', id: 'LIST' }, 'Audit'],
    }),
    updateSpareWarehouse: build.mutation({
      queryFn: ({ id, body }: { id: number; body: SpareWarehouseUpdate }) => settle((client) => client.PUT('/api/spare/warehouses/{id}', { params: { path: { id } }, body }), { quiet: true }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'SpareWarehouse', id }, { type: 'SpareWarehouse', id: 'LIST' }, 'Audit'],
    }),
    deleteSpareWarehouse: build.mutation({
      queryFn: ({ id, version }: { id: number; version: number }) => settleEmpty((client) => client.DELETE('/api/spare/warehouses/{id}', { params: { path: { id }, query: { version } } }), { quiet: true }),
      invalidatesTags: [{ type: 'SpareWarehouse', id: 'LIST' }, 'Audit'],
    }),

    listSpareLocations: build.query({
      queryFn: (query: SpareLocationListQuery) => settle((client) => client.GET('/api/spare/locations', { params: { query } })),
      providesTags: [{ type: 'SpareLocation', id: 'LIST' }],
    }),
    getSpareLocationTree: build.query({
      queryFn: (warehouseId: number) => settle((client) => client.GET('/api/spare/locations/tree', { params: { query: { warehouse_id: warehouseId } } })),
      providesTags: [{ type: 'SpareLocation', id: 'LIST' }],
    }),
    getSpareLocation: build.query({
      queryFn: (id: number) => settle((client) => client.GET('/api/spare/locations/{id}', { params: { path: { id } } })),
      providesTags: (_result, _error, id) => [{ type: 'SpareLocation', id }],
    }),
    createSpareLocation: build.mutation({
      queryFn: (body: SpareLocationCreate) => settle((client) => client.POST('/api/spare/locations', { body }), { quiet: true }),
      invalidatesTags: [{ type: 'SpareLocation', id: 'LIST' }, { type: 'SpareWarehouse', id: 'LIST' }, 'Audit'],
    }),
    updateSpareLocation: build.mutation({
      queryFn: ({ id, body }: { id: number; body: SpareLocationUpdate }) => settle((client) => client.PUT('/api/spare/locations/{id}', { params: { path: { id } }, body }), { quiet: true }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'SpareLocation', id }, { type: 'SpareLocation', id: 'LIST' }, 'Audit'],
    }),
    deleteSpareLocation: build.mutation({
      queryFn: ({ id, version }: { id: number; version: number }) => settleEmpty((client) => client.DELETE('/api/spare/locations/{id}', { params: { path: { id }, query: { version } } }), { quiet: true }),
      invalidatesTags: [{ type: 'SpareLocation', id: 'LIST' }, { type: 'SpareWarehouse', id: 'LIST' }, 'Audit'],
    }),

    listSpareCategories: build.query({
      queryFn: (query: SpareCategoryListQuery) => settle((client) => client.GET('/api/spare/categories', { params: { query } })),
      providesTags: [{ type: 'SpareCategory', id: 'LIST' }],
    }),
    getSpareCategoryTree: build.query({
      queryFn: (query: QueryOf<'getSpareCategoryTree'>) => settle((client) => client.GET('/api/spare/categories/tree', { params: { query } })),
      providesTags: [{ type: 'SpareCategory', id: 'LIST' }],
    }),
    getSpareCategory: build.query({
      queryFn: (id: number) => settle((client) => client.GET('/api/spare/categories/{id}', { params: { path: { id } } })),
      providesTags: (_result, _error, id) => [{ type: 'SpareCategory', id }],
    }),
    createSpareCategory: build.mutation({
      queryFn: (body: SpareCategoryCreate) => settle((client) => client.POST('/api/spare/categories', { body }), { quiet: true }),
      invalidatesTags: [{ type: 'SpareCategory', id: 'LIST' }, 'Audit'],
    }),
    updateSpareCategory: build.mutation({
      queryFn: ({ id, body }: { id: number; body: SpareCategoryUpdate }) => settle((client) => client.PUT('/api/spare/categories/{id}', { params: { path: { id } }, body }), { quiet: true }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'SpareCategory', id }, { type: 'SpareCategory', id: 'LIST' }, 'Audit'],
    }),
    deleteSpareCategory: build.mutation({
      queryFn: ({ id, version }: { id: number; version: number }) => settleEmpty((client) => client.DELETE('/api/spare/categories/{id}', { params: { path: { id }, query: { version } } }), { quiet: true }),
      invalidatesTags: [{ type: 'SpareCategory', id: 'LIST' }, 'Audit'],
    }),

    listSpareParts: build.query({
      queryFn: (query: SparePartListQuery) => settle((client) => client.GET('/api/spare/parts', { params: { query } })),
      providesTags: [{ type: 'SparePart', id: 'LIST' }],
    }),
    getSparePart: build.query({
      queryFn: (id: number) => settle((client) => client.GET('/api/spare/parts/{id}', { params: { path: { id } } })),
      providesTags: (_result, _error, id) => [{ type: 'SparePart', id }],
    }),
    createSparePart: build.mutation({
      queryFn: (body: SparePartCreate) => settle((client) => client.POST('/api/spare/parts', { body }), { quiet: true }),
      invalidatesTags: [{ type: 'SparePart', id: 'LIST' }, 'Audit'],
    }),
    updateSparePart: build.mutation({
      queryFn: ({ id, body }: { id: number; body: SparePartUpdate }) => settle((client) => client.PUT('/api/spare/parts/{id}', { params: { path: { id } }, body }), { quiet: true }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'SparePart', id }, { type: 'SparePart', id: 'LIST' }, 'SpareStock', 'Audit'],
    }),
    deleteSparePart: build.mutation({
      queryFn: ({ id, version }: { id: number; version: number }) => settleEmpty((client) => client.DELETE('/api/spare/parts/{id}', { params: { path: { id }, query: { version } } }), { quiet: true }),
      invalidatesTags: [{ type: 'SparePart', id: 'LIST' }, 'Audit'],
    }),
    importSparePartsCsv: build.mutation({
      queryFn: (body: Schemas['CsvImportRequest']) => settle((client) => client.POST('/api/spare/parts/import', { body }), { quiet: true }),
      invalidatesTags: (result) => (result?.imported ? [{ type: 'SparePart', id: 'LIST' }, 'Audit'] : []),
    }),

    listSpareStock: build.query({
      queryFn: (query: SpareStockQuery) => settle((client) => client.GET('/api/spare/stock', { params: { query } })),
      providesTags: ['SpareStock'],
    }),
    listSpareLedger: build.query({
      queryFn: (query: SpareLedgerQuery) => settle((client) => client.GET('/api/spare/ledger', { params: { query } })),
      providesTags: ['SpareStock'],
    }),

    listSpareDocuments: build.query({
      queryFn: ({ kind, query }: { kind: SpareDocumentKind; query: SpareDocumentListQuery }) => documents.list(kind, query),
      providesTags: [{ type: 'SpareDocument', id: 'LIST' }],
    }),
    getSpareDocument: build.query({
      queryFn: ({ kind, id }: { kind: SpareDocumentKind; id: number }) => documents.get(kind, { id }),
      providesTags: (_result, _error, { id }) => [{ type: 'SpareDocument', id }],
    }),
    createSpareDocument: build.mutation({
      queryFn: ({ kind, body }: { kind: SpareDocumentKind; body: SpareDocumentCreate }) => documents.create(kind, body),
      invalidatesTags: [{ type: 'SpareDocument', id: 'LIST' }, 'Audit'],
    }),
    updateSpareDocument: build.mutation({
      queryFn: ({ kind, id, body }: { kind: SpareDocumentKind; id: number; body: SpareDocumentUpdate }) => documents.update(kind, id, body),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'SpareDocument', id }, { type: 'SpareDocument', id: 'LIST' }, 'Audit'],
    }),
    deleteSpareDocument: build.mutation({
      queryFn: ({ kind, ...row }: Versioned & { kind: SpareDocumentKind }) => documents.remove(kind, row),
      invalidatesTags: [{ type: 'SpareDocument', id: 'LIST' }, 'Audit'],
    }),
    confirmSpareDocument: build.mutation({
      queryFn: ({ kind, ...row }: Versioned & { kind: SpareDocumentKind }) => documents.confirm(kind, row),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'SpareDocument', id }, ...MOVED],
    }),

    listSparePicks: build.query({
      queryFn: (query: SparePickListQuery) => settle((client) => client.GET('/api/spare/picks', { params: { query } })),
      providesTags: [{ type: 'SparePick', id: 'LIST' }],
    }),
    getSparePick: build.query({
      queryFn: (id: number) => settle((client) => client.GET('/api/spare/picks/{id}', { params: { path: { id } } })),
      providesTags: (_result, _error, id) => [{ type: 'SparePick', id }],
    }),
    createSparePick: build.mutation({
      queryFn: (body: SparePickCreate) => settle((client) => client.POST('/api/spare/picks', { body }), { quiet: true }),
      invalidatesTags: [{ type: 'SparePick', id: 'LIST' }, 'Audit'],
    }),
    deleteSparePick: build.mutation({
      queryFn: ({ id, version }: { id: number; version: number }) => settleEmpty((client) => client.DELETE('/api/spare/picks/{id}', { params: { path: { id }, query: { version } } }), { quiet: true }),
      invalidatesTags: [{ type: 'SparePick', id: 'LIST' }, 'Audit'],
    }),
    decideSparePick: build.mutation({
      queryFn: ({ id, body }: { id: number; body: SparePickDecision }) => settle((client) => client.POST('/api/spare/picks/{id}/decide', { params: { path: { id } }, body }), { quiet: true }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'SparePick', id }, { type: 'SparePick', id: 'LIST' }, 'Audit'],
    }),
    fulfilSparePick: build.mutation({
      queryFn: ({ id, version }: { id: number; version: number }) => settle((client) => client.POST('/api/spare/picks/{id}/fulfil', { params: { path: { id } }, body: { version } }), { quiet: true }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'SparePick', id }, ...MOVED],
    }),

    listSpareWarnings: build.query({
      queryFn: (query: SpareWarningQuery) => settle((client) => client.GET('/api/spare/warnings', { params: { query } })),
      providesTags: ['SpareStock'],
    }),
    getSpareWarning: build.query({
      queryFn: (id: number) => settle((client) => client.GET('/api/spare/warnings/{id}', { params: { path: { id } } })),
      providesTags: ['SpareStock'],
    }),
    getSpareStockReport: build.query({
      queryFn: (query: SpareStockReportQuery) => settle((client) => client.GET('/api/spare/reports/stock', { params: { query } })),
      providesTags: ['SpareStock'],
    }),
    getSpareConsumption: build.query({
      queryFn: (query: SpareConsumptionQuery) => settle((client) => client.GET('/api/spare/reports/consumption', { params: { query } })),
      providesTags: ['SpareStock'],
    }),
  }),
});

export const {
  useListSpareWarehousesQuery,
  useGetSpareWarehouseQuery,
  useCreateSpareWarehouseMutation,
  useUpdateSpareWarehouseMutation,
  useDeleteSpareWarehouseMutation,
  useListSpareLocationsQuery,
  useGetSpareLocationTreeQuery,
  useGetSpareLocationQuery,
  useCreateSpareLocationMutation,
  useUpdateSpareLocationMutation,
  useDeleteSpareLocationMutation,
  useListSpareCategoriesQuery,
  useGetSpareCategoryTreeQuery,
  useGetSpareCategoryQuery,
  useCreateSpareCategoryMutation,
  useUpdateSpareCategoryMutation,
  useDeleteSpareCategoryMutation,
  useListSparePartsQuery,
  useGetSparePartQuery,
  useCreateSparePartMutation,
  useUpdateSparePartMutation,
  useDeleteSparePartMutation,
  useImportSparePartsCsvMutation,
  useListSpareStockQuery,
  useListSpareLedgerQuery,
  useListSpareDocumentsQuery,
  useGetSpareDocumentQuery,
  useCreateSpareDocumentMutation,
  useUpdateSpareDocumentMutation,
  useDeleteSpareDocumentMutation,
  useConfirmSpareDocumentMutation,
  useListSparePicksQuery,
  useGetSparePickQuery,
  useCreateSparePickMutation,
  useDeleteSparePickMutation,
  useDecideSparePickMutation,
  useFulfilSparePickMutation,
  useListSpareWarningsQuery,
  useGetSpareWarningQuery,
  useGetSpareStockReportQuery,
  useGetSpareConsumptionQuery,
} = spareApi;

/** Every part matching the filters, as CSV (all pages). */
export const exportSparePartsCsv = (query: QueryOf<'exportSparePartsCsv'>, options?: CsvDownloadOptions) =>
  downloadCsv((client, signal) => client.GET('/api/spare/parts/export', { params: { query }, parseAs: 'stream', signal }), options);

/** The stock report of a day as CSV. */
export const exportSpareStockReportCsv = (query: QueryOf<'exportSpareStockReportCsv'>, options?: CsvDownloadOptions) =>
  downloadCsv((client, signal) => client.GET('/api/spare/reports/stock/export', { params: { query }, parseAs: 'stream', signal }), options);
