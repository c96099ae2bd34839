import type { Services } from '../services';
import { overviewHandlers } from './overview';
import { customerResource, supplierResource } from './partners';
import { purchaseOrderHandlers, purchaseOrderResource } from './purchase-orders';
import { purchaseRequestHandlers, purchaseRequestResource } from './purchase-requests';
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
  };
}

export { purchaseApprovalEffect } from './approval-effect';
