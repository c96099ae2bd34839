// What other features may use of the repair feature: metadata and lazy page loaders only, since
// start-up routes read it (the error-pool group mounts the fault pool).
export { faultCodesMeta, faultPoolMeta, repairOrdersMeta } from './meta';

export const faultPoolPages = {
  list: () => import('./faults/FaultsPage').then((m) => m.FaultPoolPage),
  details: () => import('./faults/FaultDetailPage').then((m) => m.FaultPoolDetailPage),
};

export const faultCodePages = {
  list: () => import('./codes/FaultCodesPage').then((m) => m.FaultCodesPage),
};
