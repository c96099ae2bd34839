import type { OwnerReader } from '../files/file-handlers';
import type { FileOwnerKind } from '../files/stored-files';
import type { Services } from '../services';
import { overviewHandlers } from './overview';
import { customerResource, supplierResource } from './partners';
import { purchaseOrderHandlers, purchaseOrderResource } from './purchase-orders';
import { purchaseRequestHandlers, purchaseRequestResource } from './purchase-requests';
import { supplierAttachmentHandlers, supplierAttachmentReader } from './supplier-attachments';
import { supplyOrderHandlers, supplyOrderResource } from './supply-orders';

/** Suppliers, customers and purchasing (contract: openapi/modules/{suppliers,customers,purchase-*,supply-orders}.yaml). */
export function purchasingModuleHandlers(services: Services) {
  const suppliers = supplierResource(services);
  const customers = customerResource(services);
  const orders = purchaseOrderResource(services);
  const requests = purchaseRequestResource(services);
  const supply = supplyOrderResource(services);
  return {
    ...suppliers.handlers,
    ...customers.handlers,
    ...orders.handlers,
    ...requests.handlers,
    ...supply.handlers,
    ...purchaseOrderHandlers(services, orders),
    ...purchaseRequestHandlers(services, requests),
    ...supplyOrderHandlers(services, supply),
    ...overviewHandlers(services, suppliers),
    ...supplierAttachmentHandlers(services, suppliers),
  };
}

/** The file store's readers of purchasing files (a supplier's attachments). */
export function purchasingFileReaders(services: Services): Partial<Record<FileOwnerKind, OwnerReader>> {
  return { supplier: supplierAttachmentReader(supplierResource(services)) };
}

export { purchaseApprovalEffect } from './approval-effect';
