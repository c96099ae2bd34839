import { resourceMeta } from '../../shared/resource/meta';

// The fault pool and repair orders: names, paths, permissions. The pages read these; the page
// loaders are in ./routes.ts and ./index.ts (imports run one way: routes → pages → meta).

/** /errorPool/errorList: every hazard and fault of the pool. */
export const faultPoolMeta = resourceMeta({
  name: 'faults',
  ns: 'repair',
  routes: { list: '/errorPool/errorList', details: '/errorPool/details/:id' },
  titles: { list: 'errorPool.errorList', details: 'errorPool.details' },
  permissions: { list: ['errorPoolList'] },
  writes: ['reportFault'],
});

/** /errorPool/faultCodes: the fault-code dictionary per device type (not in the spec's route list; it belongs with the pool). */
export const faultCodesMeta = resourceMeta({
  name: 'faultCodes',
  ns: 'repair',
  routes: { list: '/errorPool/faultCodes' },
  titles: { list: 'errorPool.faultCodes' },
  permissions: { list: ['errorPoolList'] },
  writes: ['createFaultCode'],
});

/** /repair/errorList: the faults waiting for dispatch (open or confirmed, in no order). */
export const faultQueueMeta = resourceMeta({
  name: 'faults',
  ns: 'repair',
  routes: { list: '/repair/errorList', details: '/repair/errorList/details/:id' },
  titles: { list: 'repair.errorList', details: 'repair.errorDetails' },
  permissions: { list: ['repairList'] },
  writes: ['createRepairOrder'],
});

/** /repair/index: repair work orders. */
export const repairOrdersMeta = resourceMeta({
  name: 'repairOrders',
  ns: 'repair',
  routes: { list: '/repair/index', details: '/repair/details/:id' },
  titles: { list: 'repair.orders', details: 'repair.orderDetails' },
  permissions: { list: ['repairList'] },
  writes: ['createRepairOrder'],
});

export const CHECK_PATH = '/repair/check/details/:id';
export const checkHref = (id: number) => CHECK_PATH.replace(':id', String(id));
