import { resourceMeta } from '../../shared/resource/meta';

// The spare-parts stores as the router sees them; each page loads on first visit (its own chunk).
// Permission names are the spec's (openapi/modules/spare-*.yaml checks the same names on the server).

export const warehousesMeta = resourceMeta({
  name: 'warehouses',
  ns: 'spare',
  routes: { list: '/spare/warehouse' },
  titles: { list: 'spare.warehouse' },
  permissions: { list: ['spareWarehouseList'] },
  writes: ['createSpareWarehouse'],
});

/** Locations are edited on the warehouse page. */
export const locationsMeta = resourceMeta({
  name: 'locations',
  ns: 'spare',
  routes: { list: '/spare/warehouse' },
  titles: { list: 'spare.warehouse' },
  permissions: { list: ['spareWarehouseList'] },
  writes: ['createSpareLocation'],
});

export const categoriesMeta = resourceMeta({
  name: 'categories',
  ns: 'spare',
  routes: { list: '/spare/category' },
  titles: { list: 'spare.category' },
  permissions: { list: ['spareTypeList'] },
  writes: ['createSpareCategory'],
});

export const partsMeta = resourceMeta({
  name: 'parts',
  ns: 'spare',
  routes: { list: '/spare/spareList', details: '/spare/details/:id' },
  titles: { list: 'spare.spareList', details: 'spare.details' },
  permissions: { list: ['spareList'], details: ['spareDetails', 'spareList'] },
  writes: ['createSparePart'],
});

export const stockInMeta = resourceMeta({
  name: 'stockIn',
  ns: 'spare',
  routes: { list: '/spare/inStock', details: '/spare/inDetails/:id' },
  titles: { list: 'spare.inStock', details: 'spare.inDetails' },
  permissions: { list: ['spareInStockList'] },
  writes: ['createSpareStockIn'],
});

export const stockOutMeta = resourceMeta({
  name: 'stockOut',
  ns: 'spare',
  routes: { list: '/spare/outStock', details: '/spare/outDetails/:id' },
  titles: { list: 'spare.outStock', details: 'spare.outDetails' },
  permissions: { list: ['spareOutStockList'] },
  writes: ['createSpareStockOut'],
});

export const supplyOutMeta = resourceMeta({
  name: 'supplyOut',
  ns: 'spare',
  routes: { list: '/spare/outSupply', details: '/spare/outSupplyDetails/:id' },
  titles: { list: 'spare.outSupply', details: 'spare.outSupplyDetails' },
  permissions: { list: ['spareOutSupplyList'] },
  writes: ['createSpareSupplyOut'],
});

export const warningsMeta = resourceMeta({
  name: 'warnings',
  ns: 'spare',
  routes: { list: '/spare/InWarning', details: '/spare/waringDetails/:id' },
  titles: { list: 'spare.inWarning', details: 'spare.warningDetails' },
  permissions: { list: ['spareWaring'] },
  writes: [],
});

export const picksMeta = resourceMeta({
  name: 'picks',
  ns: 'spare',
  routes: { list: '/spare/pick', details: '/spare/orderDetails/:id' },
  titles: { list: 'spare.pick', details: 'spare.orderDetails' },
  permissions: { list: ['sparePickList'] },
  writes: ['createSparePick'],
});

export const stockReportMeta = resourceMeta({
  name: 'stockReport',
  ns: 'spare',
  routes: { list: '/spare/reportSurfac' },
  titles: { list: 'spare.report' },
  permissions: { list: ['spareList'] },
  writes: ['exportSpareStockReportCsv'],
});

export const consumeMeta = resourceMeta({
  name: 'consume',
  ns: 'spare',
  routes: { list: '/spare/consume' },
  titles: { list: 'spare.consume' },
  permissions: { list: ['spareOutStockList'] },
  writes: ['createSpareStockOut'],
});

export const consumptionMeta = resourceMeta({
  name: 'consumption',
  ns: 'spare',
  routes: { list: '/spare/consumption' },
  titles: { list: 'spare.consumption' },
  permissions: { list: ['spareList'] },
  writes: [],
});

/** /spare/stocktake: counts of a warehouse (not in the spec's route list; they belong with the warehouses). */
export const stocktakesMeta = resourceMeta({
  name: 'stocktakes',
  ns: 'spare',
  routes: { list: '/spare/stocktake', details: '/spare/stocktakeDetails/:id' },
  titles: { list: 'spare.stocktake', details: 'spare.stocktakeDetails' },
  permissions: { list: ['spareWarehouseList'] },
  writes: ['createSpareStocktake'],
});
