import type { RouteRecord } from '@om/auth';
import { scheduleRoutes } from '../schedule/routes';

// One engine, three configurations: see features/schedule.
export const overhaulRoutes: RouteRecord[] = scheduleRoutes('overhaul');
