import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Schemas } from '../contract/handler-types';
import type { Database } from '../db/client';
import { devices, users, workPlans, workStandards, workTasks } from '../db/schema';
import { ApiError } from '../http/envelope';
import { canSee } from '../org/company-scope';
import { companyTimeZone, companyTimeZoneSql } from '../org/time-zone';
import { defineResource, type Resource, type ResourceWriteContext } from '../resource/define-resource';
import type { Services } from '../services';
import { occurrence, parseLocal, upcoming, withinEnd } from './cycle';
import { assertMeterSensor, initialThresholds } from './meter';
import { kindOperationIds, type ScheduleKind } from './kinds';
import { devicesJson, userName } from './names';
import { NO_TOTAL } from '../resource/list-query';

/** Stored local times come back as 'YYYY-MM-DD HH:mm:ss'; the contract speaks 'YYYY-MM-DDTHH:mm'. */
export function toLocal(stored: string): string {
  return `${stored.slice(0, 10)}T${stored.slice(11, 16)}`;
}

function selectPlans(db: Database, total: SQL<number | null> = NO_TOTAL) {
  return db
    .select({
      listTotal: total,
      row: workPlans,
      standardName: sql<string>`coalesce((select ${workStandards.name} from ${workStandards} where ${workStandards.id} = ${workPlans.standardId}), '')`,
      assigneeName: userName(workPlans.assigneeId),
      devices: devicesJson(workPlans.deviceIds),
      taskCount: sql<number>`(select count(*) from ${workTasks} where ${workTasks.planId} = ${workPlans.id})`.mapWith(Number),
      timeZone: companyTimeZoneSql(workPlans.companyId),
    })
    .from(workPlans);
}

type Row = Awaited<ReturnType<ReturnType<typeof selectPlans>['execute']>>[number];
type Insert = typeof workPlans.$inferInsert;
export type PlanResource = Resource<Row, Schemas['ScheduledPlan'], ReturnType<typeof kindOperationIds>['plans']>;
export type PlanRow = typeof workPlans.$inferSelect;

/** Up to this many upcoming due times are shown on a plan. */
const UPCOMING = 5;

export function toPlan({ row, standardName, assigneeName, devices: planDevices, taskCount, timeZone }: Row): Schemas['ScheduledPlan'] {
  const startsAt = toLocal(row.startsAt);
  return {
    id: row.id,
    company_id: row.companyId,
    kind: row.kind,
    code: row.code,
    name: row.name,
    standard_id: row.standardId,
    standard_name: standardName,
    device_ids: row.deviceIds,
    devices: planDevices,
    route: row.route,
    cycle_unit: row.cycleUnit,
    cycle_count: row.cycleCount,
    starts_at: startsAt,
    time_zone: timeZone,
    ends_on: row.endsOn,
    assignee_id: row.assigneeId,
    assignee_name: assigneeName,
    crew: row.crew,
    lead_minutes: row.leadMinutes,
    status: row.status,
    next_due_at: row.nextDueAt === null ? null : toLocal(row.nextDueAt),
    upcoming:
      row.status === 'ended' || row.nextDueAt === null
        ? []
        : upcoming({ startsAt, cycle: { unit: row.cycleUnit, count: row.cycleCount }, endsOn: row.endsOn, zone: timeZone }, row.nextIndex, UPCOMING),
    task_count: taskCount,
    meter_sensor_key: row.meterSensorKey,
    meter_step: row.meterStep,
    meter_next: Object.entries(row.meterNext).map(([deviceId, next]) => ({ device_id: Number(deviceId), next })),
    remark: row.remark,
    version: row.version,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The due time of occurrence `index` (a wall-clock time of `zone`, the company's), or null when it falls after the end day. */
export function dueAtIndex(plan: Pick<PlanRow, 'startsAt' | 'cycleUnit' | 'cycleCount' | 'endsOn'>, index: number, zone: string): string | null {
  const due = occurrence(toLocal(plan.startsAt), { unit: plan.cycleUnit, count: plan.cycleCount }, index, zone);
  return withinEnd(due, plan.endsOn) ? due : null;
}

async function assertReferences(ctx: ResourceWriteContext, kind: ScheduleKind, companyId: number, values: Partial<Insert>): Promise<void> {
  if (values.standardId !== undefined) {
    const [standard] = await ctx.tx
      .select({ companyId: workStandards.companyId, kind: workStandards.kind })
      .from(workStandards)
      .where(eq(workStandards.id, values.standardId));
    if (!standard || standard.kind !== kind || !canSee(ctx.visibility, standard.companyId)) throw ApiError.referenceNotFound('standard_id');
    if (standard.companyId !== companyId) throw ApiError.field('standard_id', 'validation.sameCompany');
  }
  if (!canSee(ctx.visibility, companyId)) throw ApiError.referenceNotFound('company_id');
  if (values.deviceIds !== undefined) {
    const found = await ctx.tx.select({ id: devices.id, companyId: devices.companyId }).from(devices).where(inArray(devices.id, values.deviceIds));
    const byId = new Map(found.map((device) => [device.id, device.companyId]));
    for (const [index, id] of values.deviceIds.entries()) {
      const owner = byId.get(id);
      if (owner === undefined || !canSee(ctx.visibility, owner)) throw ApiError.referenceNotFound(`device_ids.${index}`);
      if (owner !== companyId) throw ApiError.field(`device_ids.${index}`, 'validation.sameCompany');
    }
  }
  if (values.assigneeId !== undefined && values.assigneeId !== null) {
    const [user] = await ctx.tx.select({ companyId: users.companyId, status: users.status }).from(users).where(eq(users.id, values.assigneeId));
    if (!user || user.status !== 'active' || !canSee(ctx.visibility, user.companyId)) throw ApiError.referenceNotFound('assignee_id');
    if (user.companyId !== companyId) throw ApiError.field('assignee_id', 'validation.sameCompany');
  }
}

interface MeterInput {
  meter_sensor_key?: string | null;
  meter_step?: number | null;
  meter_start?: number;
}

/** A new plan's meter trigger: key and step together (or neither), every device starting at meter_start. */
function meterValues(input: MeterInput, deviceIds: readonly number[]): Pick<Insert, 'meterSensorKey' | 'meterStep' | 'meterNext'> {
  const key = input.meter_sensor_key ?? null;
  const step = input.meter_step ?? null;
  if ((key === null) !== (step === null)) throw ApiError.field(key === null ? 'meter_sensor_key' : 'meter_step', 'validation.required');
  return { meterSensorKey: key, meterStep: step, meterNext: key === null || step === null ? {} : initialThresholds(deviceIds, step, input.meter_start) };
}

/**
 * An update's meter trigger: redefining it (key, step or start) restarts every device's threshold;
 * changing only the devices keeps the thresholds of the devices that stay.
 */
function meterChange(input: MeterInput & { device_ids?: number[] }, row: PlanRow): Partial<Pick<Insert, 'meterSensorKey' | 'meterStep' | 'meterNext'>> {
  const redefined = input.meter_sensor_key !== undefined || input.meter_step !== undefined || input.meter_start !== undefined;
  if (redefined) {
    return meterValues(
      { meter_sensor_key: input.meter_sensor_key === undefined ? row.meterSensorKey : input.meter_sensor_key, meter_step: input.meter_step === undefined ? row.meterStep : input.meter_step, meter_start: input.meter_start },
      input.device_ids ?? row.deviceIds,
    );
  }
  if (input.device_ids === undefined || row.meterStep === null) return {};
  const step = row.meterStep;
  return { meterNext: Object.fromEntries(input.device_ids.map((id) => [String(id), row.meterNext[String(id)] ?? step])) };
}

function assertStart(startsAt: string): void {
  if (parseLocal(startsAt) === undefined) throw ApiError.field('starts_at', 'validation.format', { limit: 'YYYY-MM-DDTHH:mm' });
}

/** One kind's plans; the scheduler (./scheduler.ts) turns them into tasks. */
export function planResource(services: Services, kind: ScheduleKind): PlanResource {
  return defineResource<Row, Insert, Schemas['ScheduledPlan'], Schemas['ScheduledPlanCreate'], Schemas['ScheduledPlanUpdate'], ReturnType<typeof kindOperationIds>['plans']>(services, {
    entity: `${kind}_plan`,
    operationIds: kindOperationIds(kind).plans,
    store: {
      table: workPlans,
      id: workPlans.id,
      version: workPlans.version,
      select: (db, q) => selectPlans(db, q.total).where(q.where).orderBy(...q.orderBy).limit(q.limit).offset(q.offset),
      insert: async (db, values) => {
        const [row] = await db.insert(workPlans).values(values).returning({ id: workPlans.id });
        return row ? selectPlans(db).where(eq(workPlans.id, row.id)) : [];
      },
      update: async (db, values, where) => {
        const [row] = await db
          .update(workPlans)
          .set({ ...values, version: sql`${workPlans.version} + 1`, updatedAt: new Date() })
          .where(where)
          .returning({ id: workPlans.id });
        return row ? selectPlans(db).where(eq(workPlans.id, row.id)) : [];
      },
      remove: async (db, where) => {
        const before = await selectPlans(db).where(where);
        await db.delete(workPlans).where(where);
        return before;
      },
    },
    scope: { column: workPlans.companyId, subsidiaries: true, companyOf: ({ row }) => row.companyId },
    list: {
      sortable: { id: workPlans.id, code: workPlans.code, name: workPlans.name, next_due_at: workPlans.nextDueAt, updated_at: workPlans.updatedAt },
      defaultSort: '+code',
      filters: { status: { column: workPlans.status }, standard_id: { column: workPlans.standardId } },
      search: [workPlans.code, workPlans.name, workPlans.crew],
      where: () => eq(workPlans.kind, kind),
    },
    toDto: toPlan,
    create: {
      schema: 'ScheduledPlanCreate',
      toValues: async (input, ctx) => {
        assertStart(input.starts_at);
        const [standard] = await ctx.tx.select({ companyId: workStandards.companyId }).from(workStandards).where(eq(workStandards.id, input.standard_id));
        const values = {
          // The plan belongs to its standard's company (checked against the caller's scope in validate).
          companyId: standard?.companyId ?? ctx.auth.companyId,
          kind,
          code: input.code.trim(),
          name: input.name.trim(),
          standardId: input.standard_id,
          deviceIds: input.device_ids,
          route: input.route ?? false,
          cycleUnit: input.cycle_unit,
          cycleCount: input.cycle_count,
          startsAt: input.starts_at,
          endsOn: input.ends_on ?? null,
          assigneeId: input.assignee_id ?? null,
          crew: input.crew ?? '',
          leadMinutes: input.lead_minutes ?? 0,
          remark: input.remark ?? '',
          ...meterValues(input, input.device_ids),
        };
        return { ...values, nextIndex: 0, nextDueAt: dueAtIndex(values, 0, await companyTimeZone(ctx.tx, values.companyId)) };
      },
    },
    update: {
      schema: 'ScheduledPlanUpdate',
      toValues: (input, { row, timeZone }) => {
        if (input.starts_at !== undefined) assertStart(input.starts_at);
        const rescheduled = input.starts_at !== undefined || input.cycle_unit !== undefined || input.cycle_count !== undefined;
        if (rescheduled && row.nextIndex > 0) {
          const field = input.starts_at !== undefined ? 'starts_at' : input.cycle_unit !== undefined ? 'cycle_unit' : 'cycle_count';
          throw ApiError.field(field, 'validation.inUse', { values: `${row.nextIndex}` });
        }
        const cycle = {
          startsAt: input.starts_at ?? toLocal(row.startsAt),
          cycleUnit: input.cycle_unit ?? row.cycleUnit,
          cycleCount: input.cycle_count ?? row.cycleCount,
          endsOn: input.ends_on === undefined ? row.endsOn : input.ends_on,
        };
        return {
          ...(input.code !== undefined && { code: input.code.trim() }),
          ...(input.name !== undefined && { name: input.name.trim() }),
          ...(input.standard_id !== undefined && { standardId: input.standard_id }),
          ...(input.device_ids !== undefined && { deviceIds: input.device_ids }),
          ...(input.route !== undefined && { route: input.route }),
          ...(input.assignee_id !== undefined && { assigneeId: input.assignee_id }),
          ...(input.crew !== undefined && { crew: input.crew }),
          ...(input.lead_minutes !== undefined && { leadMinutes: input.lead_minutes }),
          ...(input.remark !== undefined && { remark: input.remark }),
          ...meterChange(input, row),
          startsAt: cycle.startsAt,
          cycleUnit: cycle.cycleUnit,
          cycleCount: cycle.cycleCount,
          endsOn: cycle.endsOn,
          nextDueAt: row.status === 'ended' ? null : dueAtIndex(cycle, row.nextIndex, timeZone),
        };
      },
    },
    validate: async (ctx, change) => {
      const companyId = change.kind === 'create' ? change.values.companyId : change.before.row.companyId;
      await assertReferences(ctx, kind, companyId, change.values);
      const startsAt = change.values.startsAt ?? (change.kind === 'update' ? toLocal(change.before.row.startsAt) : undefined);
      const endsOn = change.values.endsOn;
      if (startsAt !== undefined && endsOn !== undefined && endsOn !== null && endsOn < startsAt.slice(0, 10)) {
        throw ApiError.field('ends_on', 'validation.minimum', { limit: startsAt.slice(0, 10) });
      }
      const meterKey = change.values.meterSensorKey ?? (change.kind === 'update' ? change.before.row.meterSensorKey : null);
      const planDevices = change.values.deviceIds ?? (change.kind === 'update' ? change.before.row.deviceIds : []);
      if (meterKey) await assertMeterSensor(ctx.tx, planDevices, meterKey);
      const code = change.values.code;
      if (code !== undefined) {
        const [taken] = await ctx.tx
          .select({ id: workPlans.id })
          .from(workPlans)
          .where(and(eq(workPlans.companyId, companyId), eq(workPlans.kind, kind), eq(workPlans.code, code)));
        if (taken && (change.kind === 'create' || taken.id !== change.before.row.id)) throw ApiError.field('code', 'validation.taken');
      }
    },
    beforeDelete: async (ctx, { row }) => {
      const [task] = await ctx.tx.select({ code: workTasks.code }).from(workTasks).where(eq(workTasks.planId, row.id)).limit(1);
      if (task) throw ApiError.field('id', 'validation.inUse', { values: task.code });
    },
  });
}
