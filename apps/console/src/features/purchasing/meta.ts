import { resourceMeta } from '../../shared/resource/meta';

// Suppliers, customers and purchasing as the router sees them (menu groups /supplier, /custom and
// /office); each page loads on first visit. Permission names are the spec's, checked by the server too.

export const suppliersMeta = resourceMeta({
  name: 'suppliers',
  ns: 'purchasing',
  routes: { list: '/supplier/supplier', details: '/supplier/supplierDetails/:id' },
  titles: { list: 'supplier.supplier', details: 'supplier.details' },
  permissions: { list: ['supplierSupplier'] },
  writes: ['createSupplier'],
});

/** Purchase orders have no detail route in the spec; theirs is hidden under /supplier. */
export const purchaseOrdersMeta = resourceMeta({
  name: 'purchaseOrders',
  ns: 'purchasing',
  routes: { list: '/supplier/purchase', details: '/supplier/purchaseDetails/:id' },
  titles: { list: 'supplier.purchase', details: 'supplier.purchaseDetails' },
  permissions: { list: ['supplierPickOrderList'] },
  writes: ['createPurchaseOrder'],
});

export const customersMeta = resourceMeta({
  name: 'customers',
  ns: 'purchasing',
  routes: { list: '/custom/custom', details: '/custom/customDetails/:id' },
  titles: { list: 'custom.custom', details: 'custom.details' },
  permissions: { list: ['custom'] },
  writes: ['createCustomer'],
});

export const supplyOrdersMeta = resourceMeta({
  name: 'supplyOrders',
  ns: 'purchasing',
  routes: { list: '/custom/supply', details: '/custom/supplyDetails/:id' },
  titles: { list: 'custom.supply', details: 'custom.supplyDetails' },
  permissions: { list: ['sparecustomIndex'] },
  writes: ['createSupplyOrder'],
});

export const purchaseRequestsMeta = resourceMeta({
  name: 'purchaseRequests',
  ns: 'purchasing',
  routes: { list: '/office/sparePurchasing', details: '/office/purchasDetails/:id' },
  titles: { list: 'office.purchasing', details: 'office.purchasingDetails' },
  permissions: { list: ['purchasingList'] },
  writes: ['createPurchaseRequest'],
});
