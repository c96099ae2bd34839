import type { components } from '../generated/schema';
import { downloadCsv, type CsvDownloadOptions } from '../client/csvDownload';
import type { PurchasingCacheTags } from '../generated/endpoints/purchasing';
import type { QueryOf } from './params';

type Schemas = components['schemas'];
export type SupplierRecord = Schemas['Supplier'];
export type SupplierCreate = Schemas['SupplierCreate'];
export type SupplierUpdate = Schemas['SupplierUpdate'];
export type SupplierListQuery = QueryOf<'listSuppliers'>;
export type SupplierPerformance = Schemas['SupplierPerformance'];
export type CustomerRecord = Schemas['Customer'];
export type CustomerCreate = Schemas['CustomerCreate'];
export type CustomerUpdate = Schemas['CustomerUpdate'];
export type CustomerListQuery = QueryOf<'listCustomers'>;
export type PurchaseOrderRecord = Schemas['PurchaseOrder'];
export type PurchaseOrderCreate = Schemas['PurchaseOrderCreate'];
export type PurchaseOrderUpdate = Schemas['PurchaseOrderUpdate'];
export type PurchaseOrderListQuery = QueryOf<'listPurchaseOrders'>;
export type PurchaseOrderStatus = Schemas['PurchaseOrderStatus'];
export type PurchaseOrderAction = Schemas['PurchaseOrderAction'];
export type PurchaseReceiptCreate = Schemas['PurchaseReceiptCreate'];
export type PurchaseReceipt = Schemas['PurchaseReceipt'];
export type PurchaseTransition = Schemas['PurchaseTransition'];
export type PurchaseRequestRecord = Schemas['PurchaseRequest'];
export type PurchaseRequestCreate = Schemas['PurchaseRequestCreate'];
export type PurchaseRequestUpdate = Schemas['PurchaseRequestUpdate'];
export type PurchaseRequestListQuery = QueryOf<'listPurchaseRequests'>;
export type PurchaseRequestStatus = Schemas['PurchaseRequestStatus'];
export type SupplyOrderRecord = Schemas['SupplyOrder'];
export type SupplyOrderCreate = Schemas['SupplyOrderCreate'];
export type SupplyOrderUpdate = Schemas['SupplyOrderUpdate'];
export type SupplyOrderListQuery = QueryOf<'listSupplyOrders'>;
export type SupplyOrderStatus = Schemas['SupplyOrderStatus'];
export type PurchasingCalendarEntry = Schemas['PurchasingCalendarEntry'];

// A receipt or a supply moves stock: the spare-parts lists and documents change with it.
const STOCK = ['SpareStock', 'SparePart', 'SpareDocument', 'Audit', 'Message'] as const;
const ORDERS = { type: 'PurchaseOrder', id: 'LIST' } as const;
const REQUESTS = { type: 'PurchaseRequest', id: 'LIST' } as const;
const SUPPLY = { type: 'SupplyOrder', id: 'LIST' } as const;

export const purchasingTags: PurchasingCacheTags = {
  listSuppliers: { providesTags: [{ type: 'Supplier', id: 'LIST' }] },
  getSupplier: { providesTags: (_result, _error, id) => [{ type: 'Supplier', id }] },
  getSupplierPerformance: { providesTags: (_result, _error, id) => [{ type: 'Supplier', id }, ORDERS] },
  createSupplier: { invalidatesTags: [{ type: 'Supplier', id: 'LIST' }, 'Audit'] },
  updateSupplier: { invalidatesTags: (_result, _error, { id }) => [{ type: 'Supplier', id }, { type: 'Supplier', id: 'LIST' }, 'Audit'] },
  deleteSupplier: { invalidatesTags: [{ type: 'Supplier', id: 'LIST' }, 'Audit'] },
  importSuppliersCsv: { invalidatesTags: (result) => (result?.imported ? [{ type: 'Supplier', id: 'LIST' }, 'Audit'] : []) },
  listSupplierAttachments: { providesTags: (_result, _error, id) => [{ type: 'Supplier', id: `attachments:${id}` }] },
  attachSupplierFile: { invalidatesTags: (_result, _error, { id }) => [{ type: 'Supplier', id: `attachments:${id}` }, 'Audit'] },
  deleteSupplierAttachment: { invalidatesTags: (_result, _error, { id }) => [{ type: 'Supplier', id: `attachments:${id}` }, 'Audit'] },

  listCustomers: { providesTags: [{ type: 'Customer', id: 'LIST' }] },
  getCustomer: { providesTags: (_result, _error, id) => [{ type: 'Customer', id }] },
  createCustomer: { invalidatesTags: [{ type: 'Customer', id: 'LIST' }, 'Audit'] },
  updateCustomer: { invalidatesTags: (_result, _error, { id }) => [{ type: 'Customer', id }, { type: 'Customer', id: 'LIST' }, 'Audit'] },
  deleteCustomer: { invalidatesTags: [{ type: 'Customer', id: 'LIST' }, 'Audit'] },
  importCustomersCsv: { invalidatesTags: (result) => (result?.imported ? [{ type: 'Customer', id: 'LIST' }, 'Audit'] : []) },

  listPurchaseOrders: { providesTags: [ORDERS] },
  getPurchaseOrder: { providesTags: (_result, _error, id) => [{ type: 'PurchaseOrder', id }] },
  createPurchaseOrder: { invalidatesTags: [ORDERS, 'Audit'] },
  updatePurchaseOrder: { invalidatesTags: (_result, _error, { id }) => [{ type: 'PurchaseOrder', id }, ORDERS, 'Audit'] },
  deletePurchaseOrder: { invalidatesTags: [ORDERS, 'Audit'] },
  transitionPurchaseOrder: { invalidatesTags: (_result, _error, { id }) => [{ type: 'PurchaseOrder', id }, ORDERS, 'Approval', 'Audit', 'Message'] },
  receivePurchaseOrder: { invalidatesTags: (_result, _error, { id }) => [{ type: 'PurchaseOrder', id }, ORDERS, ...STOCK] },

  listPurchaseRequests: { providesTags: [REQUESTS] },
  getPurchaseRequest: { providesTags: (_result, _error, id) => [{ type: 'PurchaseRequest', id }] },
  createPurchaseRequest: { invalidatesTags: [REQUESTS, 'Audit'] },
  createPurchaseRequestFromWarnings: { invalidatesTags: [REQUESTS, 'Audit'] },
  updatePurchaseRequest: { invalidatesTags: (_result, _error, { id }) => [{ type: 'PurchaseRequest', id }, REQUESTS, 'Audit'] },
  deletePurchaseRequest: { invalidatesTags: [REQUESTS, 'Audit'] },
  transitionPurchaseRequest: { invalidatesTags: (_result, _error, { id }) => [{ type: 'PurchaseRequest', id }, REQUESTS, 'Approval', 'Audit', 'Message'] },
  convertPurchaseRequest: { invalidatesTags: (_result, _error, { id }) => [{ type: 'PurchaseRequest', id }, REQUESTS, ORDERS, 'Audit'] },
  getPurchasingCalendar: { providesTags: [ORDERS, REQUESTS] },
  getPurchasingSettings: { providesTags: ['PurchasingSettings'] },
  updatePurchasingSettings: { invalidatesTags: ['PurchasingSettings', 'Audit'] },

  listSupplyOrders: { providesTags: [SUPPLY] },
  getSupplyOrder: { providesTags: (_result, _error, id) => [{ type: 'SupplyOrder', id }] },
  createSupplyOrder: { invalidatesTags: [SUPPLY, 'Audit'] },
  updateSupplyOrder: { invalidatesTags: (_result, _error, { id }) => [{ type: 'SupplyOrder', id }, SUPPLY, 'Audit'] },
  deleteSupplyOrder: { invalidatesTags: [SUPPLY, 'Audit'] },
  fulfilSupplyOrder: { invalidatesTags: (_result, _error, { id }) => [{ type: 'SupplyOrder', id }, SUPPLY, ...STOCK] },
  cancelSupplyOrder: { invalidatesTags: (_result, _error, { id }) => [{ type: 'SupplyOrder', id }, SUPPLY, 'Audit'] },
};

/** Every supplier matching the filters, as CSV (all pages). */
export const exportSuppliersCsv = (query: QueryOf<'exportSuppliersCsv'>, options?: CsvDownloadOptions) =>
  downloadCsv((client, signal) => client.GET('/api/suppliers/export', { params: { query }, parseAs: 'stream', signal }), options);

/** Every customer matching the filters, as CSV (all pages). */
export const exportCustomersCsv = (query: QueryOf<'exportCustomersCsv'>, options?: CsvDownloadOptions) =>
  downloadCsv((client, signal) => client.GET('/api/customers/export', { params: { query }, parseAs: 'stream', signal }), options);
