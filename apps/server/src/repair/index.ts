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
