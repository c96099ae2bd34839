import type { RouteRecord } from '@om/auth';
import { scheduleRoutes } from '../schedule';

// One engine, three configurations: see features/schedule.
export const maintainRoutes: RouteRecord[] = scheduleRoutes('maintain');
