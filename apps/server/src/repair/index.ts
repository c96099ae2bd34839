import { holdsAction } from '@om/auth/core';
import type { OwnerReader } from '../files/file-handlers';
import type { Services } from '../services';
import { calendarHandlers } from './calendar';
import { faultCodeResource } from './fault-codes';
import { faultHandlers, faultResource } from './faults';
import { figureHandlers } from './figures';
import { orderHandlers, orderResource } from './orders';

export { raiseFault, type RaiseFaultInput, type RaisedFault } from './raise-fault';

/** The hazard & fault pool and repair work orders (docs/repair.md). */
export function repairModuleHandlers(services: Services) {
  return {
    ...faultCodeResource(services).handlers,
    ...faultResource(services).handlers,
    ...orderResource(services).handlers,
    ...faultHandlers(services),
    ...orderHandlers(services),
    ...figureHandlers(services),
    ...calendarHandlers(services),
  };
}

/** The file store's readers of repair photos: whoever may read the fault or the order (page view, and visible to them). */
export function repairFileReaders(services: Services): Record<'fault' | 'repair_order', OwnerReader> {
  const faults = faultResource(services);
  const orders = orderResource(services);
  return {
    fault: async (db, auth, id) => holdsAction(auth.grants, ['errorPoolList', 'repairList'], 'view') && (await faults.findVisible(db, auth, id)) !== undefined,
    repair_order: async (db, auth, id) => holdsAction(auth.grants, ['repairList'], 'view') && (await orders.findVisible(db, auth, id)) !== undefined,
  };
}
