import type { components } from '../generated/schema';
import { downloadCsv, type CsvDownloadOptions } from '../client/csvDownload';
import type { SpareCacheTags } from '../generated/endpoints/spare';
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
export type SparePickCancel = Schemas['SparePickCancel'];
export type SpareStockReport = Schemas['SpareStockReport'];
export type SpareStockReportQuery = QueryOf<'getSpareStockReport'>;
export type SpareConsumption = Schemas['SpareConsumption'];
export type SpareConsumptionQuery = QueryOf<'getSpareConsumption'>;
export type SpareConsumptionGroup = Schemas['SpareConsumptionGroup'];
export type SpareStocktakeRecord = Schemas['SpareStocktake'];
export type SpareStocktakeLine = Schemas['SpareStocktakeLine'];
export type SpareStocktakeCreate = Schemas['SpareStocktakeCreate'];
export type SpareStocktakeListQuery = QueryOf<'listSpareStocktakes'>;
export type WarehouseWatch = Schemas['WarehouseWatch'];
export type WarehouseWatchSensor = Schemas['WatchSensor'];
export type WatchReadingState = Schemas['ReadingState'];



// Every confirmed movement changes stock, the ledger, the warnings and the parts' on-hand figures.
const MOVED = ['SpareStock', 'SparePart', 'SpareDocument', 'SparePick', 'Audit', 'Message'] as const;
export const spareTags: SpareCacheTags = {
  listSpareWarehouses: { providesTags: [{ type: 'SpareWarehouse', id: 'LIST' }] },
  getSpareWarehouse: { providesTags: (_result, _error, id) => [{ type: 'SpareWarehouse', id }] },
  createSpareWarehouse: { invalidatesTags: [{ type: 'SpareWarehouse', id: 'LIST' }, 'Audit'] },
  updateSpareWarehouse: { invalidatesTags: (_result, _error, { id }) => [{ type: 'SpareWarehouse', id }, { type: 'SpareWarehouse', id: 'LIST' }, 'Audit'] },
  deleteSpareWarehouse: { invalidatesTags: [{ type: 'SpareWarehouse', id: 'LIST' }, 'Audit'] },

  listSpareLocations: { providesTags: [{ type: 'SpareLocation', id: 'LIST' }] },
  getSpareLocationTree: { providesTags: [{ type: 'SpareLocation', id: 'LIST' }] },
  getSpareLocation: { providesTags: (_result, _error, id) => [{ type: 'SpareLocation', id }] },
  createSpareLocation: { invalidatesTags: [{ type: 'SpareLocation', id: 'LIST' }, { type: 'SpareWarehouse', id: 'LIST' }, 'Audit'] },
  updateSpareLocation: { invalidatesTags: (_result, _error, { id }) => [{ type: 'SpareLocation', id }, { type: 'SpareLocation', id: 'LIST' }, 'Audit'] },
  deleteSpareLocation: { invalidatesTags: [{ type: 'SpareLocation', id: 'LIST' }, { type: 'SpareWarehouse', id: 'LIST' }, 'Audit'] },

  listSpareCategories: { providesTags: [{ type: 'SpareCategory', id: 'LIST' }] },
  getSpareCategoryTree: { providesTags: [{ type: 'SpareCategory', id: 'LIST' }] },
  getSpareCategory: { providesTags: (_result, _error, id) => [{ type: 'SpareCategory', id }] },
  createSpareCategory: { invalidatesTags: [{ type: 'SpareCategory', id: 'LIST' }, 'Audit'] },
  updateSpareCategory: { invalidatesTags: (_result, _error, { id }) => [{ type: 'SpareCategory', id }, { type: 'SpareCategory', id: 'LIST' }, 'Audit'] },
  deleteSpareCategory: { invalidatesTags: [{ type: 'SpareCategory', id: 'LIST' }, 'Audit'] },

  listSpareParts: { providesTags: [{ type: 'SparePart', id: 'LIST' }] },
  getSparePart: { providesTags: (_result, _error, id) => [{ type: 'SparePart', id }] },
  createSparePart: { invalidatesTags: [{ type: 'SparePart', id: 'LIST' }, 'Audit'] },
  updateSparePart: { invalidatesTags: (_result, _error, { id }) => [{ type: 'SparePart', id }, { type: 'SparePart', id: 'LIST' }, 'SpareStock', 'Audit'] },
  deleteSparePart: { invalidatesTags: [{ type: 'SparePart', id: 'LIST' }, 'Audit'] },
  importSparePartsCsv: { invalidatesTags: (result) => (result?.imported ? [{ type: 'SparePart', id: 'LIST' }, 'Audit'] : []) },

  listSpareStock: { providesTags: ['SpareStock'] },
  listSpareLedger: { providesTags: ['SpareStock'] },

  listSpareStockIns: { providesTags: [{ type: 'SpareDocument', id: 'LIST' }] },
  getSpareStockIn: { providesTags: (_result, _error, id) => [{ type: 'SpareDocument', id }] },
  createSpareStockIn: { invalidatesTags: [{ type: 'SpareDocument', id: 'LIST' }, 'Audit'] },
  updateSpareStockIn: { invalidatesTags: (_result, _error, { id }) => [{ type: 'SpareDocument', id }, { type: 'SpareDocument', id: 'LIST' }, 'Audit'] },
  deleteSpareStockIn: { invalidatesTags: [{ type: 'SpareDocument', id: 'LIST' }, 'Audit'] },
  confirmSpareStockIn: { invalidatesTags: (_result, _error, { id }) => [{ type: 'SpareDocument', id }, ...MOVED] },
  listSpareStockOuts: { providesTags: [{ type: 'SpareDocument', id: 'LIST' }] },
  getSpareStockOut: { providesTags: (_result, _error, id) => [{ type: 'SpareDocument', id }] },
  createSpareStockOut: { invalidatesTags: [{ type: 'SpareDocument', id: 'LIST' }, 'Audit'] },
  updateSpareStockOut: { invalidatesTags: (_result, _error, { id }) => [{ type: 'SpareDocument', id }, { type: 'SpareDocument', id: 'LIST' }, 'Audit'] },
  deleteSpareStockOut: { invalidatesTags: [{ type: 'SpareDocument', id: 'LIST' }, 'Audit'] },
  confirmSpareStockOut: { invalidatesTags: (_result, _error, { id }) => [{ type: 'SpareDocument', id }, ...MOVED] },
  listSpareSupplyOuts: { providesTags: [{ type: 'SpareDocument', id: 'LIST' }] },
  getSpareSupplyOut: { providesTags: (_result, _error, id) => [{ type: 'SpareDocument', id }] },
  createSpareSupplyOut: { invalidatesTags: [{ type: 'SpareDocument', id: 'LIST' }, 'Audit'] },
  updateSpareSupplyOut: { invalidatesTags: (_result, _error, { id }) => [{ type: 'SpareDocument', id }, { type: 'SpareDocument', id: 'LIST' }, 'Audit'] },
  deleteSpareSupplyOut: { invalidatesTags: [{ type: 'SpareDocument', id: 'LIST' }, 'Audit'] },
  confirmSpareSupplyOut: { invalidatesTags: (_result, _error, { id }) => [{ type: 'SpareDocument', id }, ...MOVED] },

  listSparePicks: { providesTags: [{ type: 'SparePick', id: 'LIST' }] },
  getSparePick: { providesTags: (_result, _error, id) => [{ type: 'SparePick', id }] },
  // A new request files an approval (the approver's list on /system/approve).
  createSparePick: { invalidatesTags: [{ type: 'SparePick', id: 'LIST' }, { type: 'Approval', id: 'LIST' }, 'Audit'] },
  deleteSparePick: { invalidatesTags: [{ type: 'SparePick', id: 'LIST' }, 'Audit'] },
  cancelSparePick: { invalidatesTags: (_result, _error, { id }) => [{ type: 'SparePick', id }, { type: 'SparePick', id: 'LIST' }, 'Approval', 'Audit'] },
  fulfilSparePick: { invalidatesTags: (_result, _error, { id }) => [{ type: 'SparePick', id }, ...MOVED] },

  listSpareWarnings: { providesTags: ['SpareStock'] },
  getSpareWarning: { providesTags: ['SpareStock'] },
  getSpareStockReport: { providesTags: ['SpareStock'] },
  getSpareConsumption: { providesTags: ['SpareStock'] },

  // The environment of a warehouse: its bound sensors and their readings (new readings refresh it too).
  getSpareWarehouseWatch: { providesTags: [{ type: 'SpareWarehouse', id: 'WATCH' }] },
  listSpareWatchCandidates: { providesTags: [{ type: 'SpareWarehouse', id: 'WATCH' }] },
  bindSpareWarehouseSensor: { invalidatesTags: [{ type: 'SpareWarehouse', id: 'WATCH' }, 'Audit'] },
  unbindSpareWarehouseSensor: { invalidatesTags: [{ type: 'SpareWarehouse', id: 'WATCH' }, 'Audit'] },

  importSpareStockInLines: { invalidatesTags: (result, _error, { id }) => (result?.imported ? [{ type: 'SpareDocument', id }, { type: 'SpareDocument', id: 'LIST' }, 'Audit'] : []) },
  importSpareStockOutLines: { invalidatesTags: (result, _error, { id }) => (result?.imported ? [{ type: 'SpareDocument', id }, { type: 'SpareDocument', id: 'LIST' }, 'Audit'] : []) },
  importSpareSupplyOutLines: { invalidatesTags: (result, _error, { id }) => (result?.imported ? [{ type: 'SpareDocument', id }, { type: 'SpareDocument', id: 'LIST' }, 'Audit'] : []) },

  // An open count shows the on-hand now (and whether it moved), so it refreshes with every movement.
  listSpareStocktakes: { providesTags: [{ type: 'SpareStocktake', id: 'LIST' }, 'SpareStock'] },
  getSpareStocktake: { providesTags: (_result, _error, id) => [{ type: 'SpareStocktake', id }, 'SpareStock'] },
  createSpareStocktake: { invalidatesTags: [{ type: 'SpareStocktake', id: 'LIST' }, 'Audit'] },
  updateSpareStocktake: { invalidatesTags: (_result, _error, { id }) => [{ type: 'SpareStocktake', id }, { type: 'SpareStocktake', id: 'LIST' }, 'Audit'] },
  deleteSpareStocktake: { invalidatesTags: [{ type: 'SpareStocktake', id: 'LIST' }, 'Audit'] },
  confirmSpareStocktake: { invalidatesTags: (_result, _error, { id }) => [{ type: 'SpareStocktake', id }, { type: 'SpareStocktake', id: 'LIST' }, ...MOVED] },
};

/** Every part matching the filters, as CSV (all pages). */
export const exportSparePartsCsv = (query: QueryOf<'exportSparePartsCsv'>, options?: CsvDownloadOptions) =>
  downloadCsv((client, signal) => client.GET('/api/spare/parts/export', { params: { query }, parseAs: 'stream', signal }), options);

/** The stock report of a day as CSV. */
export const exportSpareStockReportCsv = (query: QueryOf<'exportSpareStockReportCsv'>, options?: CsvDownloadOptions) =>
  downloadCsv((client, signal) => client.GET('/api/spare/reports/stock/export', { params: { query }, parseAs: 'stream', signal }), options);

/** The lines of one stock document as CSV or .xlsx (labelled columns, parts and locations by code or name). */
export const exportSpareDocumentLines = (kind: SpareDocumentKind, id: number, query: { format?: 'csv' | 'xlsx' }, options?: CsvDownloadOptions) =>
  downloadCsv((client, signal) => {
    const init = { params: { path: { id }, query }, parseAs: 'stream' as const, signal };
    if (kind === 'in') return client.GET('/api/spare/stock_in/{id}/lines/export', init);
    if (kind === 'out') return client.GET('/api/spare/stock_out/{id}/lines/export', init);
    return client.GET('/api/spare/supply_out/{id}/lines/export', init);
  }, options);
