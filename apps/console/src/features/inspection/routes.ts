import type { RouteRecord } from '@om/auth';
import { scheduleRoutes } from '../schedule';

// One engine, three configurations: see features/schedule.
export const inspectionRoutes: RouteRecord[] = scheduleRoutes('inspection');
