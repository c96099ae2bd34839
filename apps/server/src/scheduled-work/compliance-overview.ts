import { holdsAction } from '@om/auth/core';
import type { Schemas, ServiceHandlers } from '../contract/handler-types';
import { ApiError, ok } from '../http/envelope';
import { signedIn } from '../http/request-context';
import { canSee, visibleCompanies } from '../org/company-scope';
import { companyTimeZone } from '../org/time-zone';
import type { AuthContext } from '../session/auth-context';
import type { Services } from '../services';
import { formatLocal } from './cycle';
import { compliance, complianceFigure } from './compliance';
import { SCHEDULE_KINDS, type ScheduleKind } from './kinds';
import { taskResource, type TaskResource } from './tasks';
import { wallClockOf } from './zoned-clock';

type Period = Schemas['CompliancePeriod'];
type Station = Schemas['ComplianceStation'];

/** The pages whose view grant shows a kind's figure (the x-permissions of GET /api/<kind>/compliance). */
export const COMPLIANCE_PAGES: Record<ScheduleKind, readonly [string, string]> = {
  inspection: ['inspectionList', 'inspectionTaskList'],
  maintain: ['maintainList', 'maintainTaskList'],
  overhaul: ['overhaulList', 'overhaulTaskList'],
};

const DAY_MS = 86_400_000;
const isoDay = (localMs: number) => formatLocal(localMs).slice(0, 10);

/** The first and last day (inclusive) of a period, for `today` (local ms of a wall clock). */
export function periodDays(period: Period, today: number): { from: string; to: string } {
  const date = new Date(today);
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth();
  if (period === 'last_month') return { from: isoDay(Date.UTC(year, month - 1, 1)), to: isoDay(Date.UTC(year, month, 0)) };
  if (period === 'last_30_days') return { from: isoDay(today - 29 * DAY_MS), to: isoDay(today) };
  return { from: isoDay(Date.UTC(year, month, 1)), to: isoDay(today) };
}

/** The kinds whose figure the caller may see. */
export function visibleKinds(auth: Pick<AuthContext, 'grants'>): ScheduleKind[] {
  return SCHEDULE_KINDS.filter((kind) => holdsAction(auth.grants, COMPLIANCE_PAGES[kind], 'view'));
}

/** The kinds' stations added up: one row per station, ordered by name as each kind's list is. */
export function mergeStations(kinds: readonly Schemas['Compliance'][]): Station[] {
  const byStation = new Map<number | null, { name: string; due: number; onTime: number; late: number }>();
  for (const station of kinds.flatMap((kind) => kind.stations)) {
    const sum = byStation.get(station.station_id) ?? { name: station.station_name, due: 0, onTime: 0, late: 0 };
    byStation.set(station.station_id, { name: sum.name, due: sum.due + station.due, onTime: sum.onTime + station.on_time, late: sum.late + station.late });
  }
  return [...byStation.entries()]
    .map(([id, sum]) => ({ station_id: id, station_name: sum.name, ...complianceFigure(sum) }))
    .sort((a, b) => a.station_name.localeCompare(b.station_name) || (a.station_id ?? 0) - (b.station_id ?? 0));
}

export interface OverviewRequest {
  auth: AuthContext;
  period: Period;
  /** The filter box's company (must be visible: 404 naming company_id otherwise). */
  companyId?: number;
  /** The instant "now" (tests); the real clock otherwise. */
  now?: Date;
}

/**
 * PM compliance of the kinds the caller may view, per kind and per station, for a period of the
 * company's calendar: each kind's figure is the one its list page shows for the same days (the same
 * task scope: the caller's visible companies, or the filter box's company).
 */
export function complianceOverviewReader(services: Services) {
  const tasks: Record<ScheduleKind, TaskResource> = {
    inspection: taskResource(services, 'inspection'),
    maintain: taskResource(services, 'maintain'),
    overhaul: taskResource(services, 'overhaul'),
  };
  const { db } = services;

  return async function overview({ auth, period, companyId, now }: OverviewRequest): Promise<Schemas['ComplianceOverview']> {
    const visibility = await visibleCompanies(db, auth, true);
    if (companyId !== undefined && !canSee(visibility, companyId)) throw ApiError.referenceNotFound('company_id');
    const zone = await companyTimeZone(db, companyId ?? auth.companyId);
    const clock = wallClockOf((now ?? new Date()).getTime(), zone);
    const { from, to } = periodDays(period, clock);
    const query = companyId === undefined ? {} : { company_id: companyId };
    // A test's "now" is a wall clock of the company's zone; the real one is each company's own clock.
    const passedBy = now === undefined ? undefined : formatLocal(clock);
    const kinds: Schemas['Compliance'][] = [];
    for (const kind of visibleKinds(auth)) {
      const scope = await tasks[kind].scopeWhere({ db, auth, visibility, query });
      kinds.push(await compliance(db, kind, scope, from, to, passedBy));
    }
    const total = kinds.reduce((sum, kind) => ({ due: sum.due + kind.total.due, onTime: sum.onTime + kind.total.on_time, late: sum.late + kind.total.late }), { due: 0, onTime: 0, late: 0 });
    return { period, from, to, total: complianceFigure(total), kinds, stations: mergeStations(kinds) };
  };
}

export type ComplianceOverviewReader = ReturnType<typeof complianceOverviewReader>;

/** `GET /api/compliance?period[&company_id]`: the dashboard's PM compliance card. */
export function complianceOverviewHandlers(services: Services): Pick<ServiceHandlers, 'getComplianceOverview'> {
  const overview = complianceOverviewReader(services);
  return {
    async getComplianceOverview(request) {
      const { period = 'this_month', company_id: companyId } = request.query;
      return ok(await overview({ auth: signedIn(request), period, ...(companyId !== undefined && { companyId }) }));
    },
  };
}
