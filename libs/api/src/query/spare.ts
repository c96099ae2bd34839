import type { components } from '../generated/schema';
import { downloadCsv, type CsvDownloadOptions } from '../client/csvDownload';
import type { CacheTags } from './cacheTags';
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



// Every confirmed movement changes stock, the ledger, the warnings and the parts' on-hand figures.
const MOVED = ['SpareStock', 'SparePart', 'SpareDocument', 'SparePick', 'Audit', 'Message'] as const;
const listOf = (type: 'SpareWarehouse' | 'SpareLocation' | 'SpareCategory' | 'SparePart' | 'SpareDocument' | 'SparePick') => ({ type, id: 'LIST' }) as const;
const DOCUMENT_WRITES = {
  create: { invalidatesTags: [listOf('SpareDocument'), 'Audit'] },
  update: { invalidatesTags: (_result: unknown, _error: unknown, { id }: { id: number }) => [{ type: 'SpareDocument' as const, id }, listOf('SpareDocument'), 'Audit' as const] },
  remove: { invalidatesTags: [listOf('SpareDocument'), 'Audit'] },
  confirm: { invalidatesTags: (_result: unknown, _error: unknown, { id }: { id: number }) => [{ type: 'SpareDocument' as const, id }, ...MOVED] },
} satisfies Record<string, CacheTags[string]>;
const documentRead = {
  list: { providesTags: [listOf('SpareDocument')] },
  get: { providesTags: (_result: unknown, _error: unknown, id: number) => [{ type: 'SpareDocument' as const, id }] },
} satisfies Record<string, CacheTags[string]>;

export const spareTags: CacheTags = {
  listSpareWarehouses: { providesTags: [listOf('SpareWarehouse')] },
  getSpareWarehouse: { providesTags: (_result, _error, id) => [{ type: 'SpareWarehouse', id }] },
  createSpareWarehouse: { invalidatesTags: [listOf('SpareWarehouse'), 'Audit'] },
  updateSpareWarehouse: { invalidatesTags: (_result, _error, { id }) => [{ type: 'SpareWarehouse', id }, listOf('SpareWarehouse'), 'Audit'] },
  deleteSpareWarehouse: { invalidatesTags: [listOf('SpareWarehouse'), 'Audit'] },

  listSpareLocations: { providesTags: [listOf('SpareLocation')] },
  getSpareLocationTree: { providesTags: [listOf('SpareLocation')] },
  getSpareLocation: { providesTags: (_result, _error, id) => [{ type: 'SpareLocation', id }] },
  createSpareLocation: { invalidatesTags: [listOf('SpareLocation'), listOf('SpareWarehouse'), 'Audit'] },
  updateSpareLocation: { invalidatesTags: (_result, _error, { id }) => [{ type: 'SpareLocation', id }, listOf('SpareLocation'), 'Audit'] },
  deleteSpareLocation: { invalidatesTags: [listOf('SpareLocation'), listOf('SpareWarehouse'), 'Audit'] },

  listSpareCategories: { providesTags: [listOf('SpareCategory')] },
  getSpareCategoryTree: { providesTags: [listOf('SpareCategory')] },
  getSpareCategory: { providesTags: (_result, _error, id) => [{ type: 'SpareCategory', id }] },
  createSpareCategory: { invalidatesTags: [listOf('SpareCategory'), 'Audit'] },
  updateSpareCategory: { invalidatesTags: (_result, _error, { id }) => [{ type: 'SpareCategory', id }, listOf('SpareCategory'), 'Audit'] },
  deleteSpareCategory: { invalidatesTags: [listOf('SpareCategory'), 'Audit'] },

  listSpareParts: { providesTags: [listOf('SparePart')] },
  getSparePart: { providesTags: (_result, _error, id) => [{ type: 'SparePart', id }] },
  createSparePart: { invalidatesTags: [listOf('SparePart'), 'Audit'] },
  updateSparePart: { invalidatesTags: (_result, _error, { id }) => [{ type: 'SparePart', id }, listOf('SparePart'), 'SpareStock', 'Audit'] },
  deleteSparePart: { invalidatesTags: [listOf('SparePart'), 'Audit'] },
  importSparePartsCsv: { invalidatesTags: (result) => (result?.imported ? [listOf('SparePart'), 'Audit'] : []) },

  listSpareStock: { providesTags: ['SpareStock'] },
  listSpareLedger: { providesTags: ['SpareStock'] },

  listSpareStockIns: documentRead.list,
  getSpareStockIn: documentRead.get,
  createSpareStockIn: DOCUMENT_WRITES.create,
  updateSpareStockIn: DOCUMENT_WRITES.update,
  deleteSpareStockIn: DOCUMENT_WRITES.remove,
  confirmSpareStockIn: DOCUMENT_WRITES.confirm,
  listSpareStockOuts: documentRead.list,
  getSpareStockOut: documentRead.get,
  createSpareStockOut: DOCUMENT_WRITES.create,
  updateSpareStockOut: DOCUMENT_WRITES.update,
  deleteSpareStockOut: DOCUMENT_WRITES.remove,
  confirmSpareStockOut: DOCUMENT_WRITES.confirm,
  listSpareSupplyOuts: documentRead.list,
  getSpareSupplyOut: documentRead.get,
  createSpareSupplyOut: DOCUMENT_WRITES.create,
  updateSpareSupplyOut: DOCUMENT_WRITES.update,
  deleteSpareSupplyOut: DOCUMENT_WRITES.remove,
  confirmSpareSupplyOut: DOCUMENT_WRITES.confirm,

  listSparePicks: { providesTags: [listOf('SparePick')] },
  getSparePick: { providesTags: (_result, _error, id) => [{ type: 'SparePick', id }] },
  createSparePick: { invalidatesTags: [listOf('SparePick'), 'Audit'] },
  deleteSparePick: { invalidatesTags: [listOf('SparePick'), 'Audit'] },
  decideSparePick: { invalidatesTags: (_result, _error, { id }) => [{ type: 'SparePick', id }, listOf('SparePick'), 'Audit'] },
  fulfilSparePick: { invalidatesTags: (_result, _error, { id }) => [{ type: 'SparePick', id }, ...MOVED] },

  listSpareWarnings: { providesTags: ['SpareStock'] },
  getSpareWarning: { providesTags: ['SpareStock'] },
  getSpareStockReport: { providesTags: ['SpareStock'] },
  getSpareConsumption: { providesTags: ['SpareStock'] },
};

/** Every part matching the filters, as CSV (all pages). */
export const exportSparePartsCsv = (query: QueryOf<'exportSparePartsCsv'>, options?: CsvDownloadOptions) =>
  downloadCsv((client, signal) => client.GET('/api/spare/parts/export', { params: { query }, parseAs: 'stream', signal }), options);

/** The stock report of a day as CSV. */
export const exportSpareStockReportCsv = (query: QueryOf<'exportSpareStockReportCsv'>, options?: CsvDownloadOptions) =>
  downloadCsv((client, signal) => client.GET('/api/spare/reports/stock/export', { params: { query }, parseAs: 'stream', signal }), options);
