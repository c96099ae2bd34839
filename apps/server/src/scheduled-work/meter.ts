import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { deviceSensors, workOrderTransitions, workPlans, workStandards, workTasks } from '../db/schema';
import { ApiError } from '../http/envelope';
import { addMinutes } from '../work-orders/dispatch-rules';
import { localNow } from './cycle';
import { companyTimeZone } from '../org/time-zone';
import { TASK_CODE_PREFIX } from './kinds';
import { WORK_ORDER_KIND } from './statuses';
import { taskRuleFor } from './task-dispatch';

/**
 * Meter triggers: a plan may name a sensor (running hours, a counter) and a step; each device of the
 * plan has its own next threshold. A reading at or above it makes the device's task fall due at
 * once, and the threshold moves to the first multiple of the step above the reading (a reading that
 * jumps over several thresholds makes one task, not several).
 */
export interface MeterCrossing {
  crossed: boolean;
  next: number;
}

/** The crossing a reading makes of `next` (a threshold) with thresholds `step` apart. Pure. */
export function meterCrossing(next: number, step: number, value: number): MeterCrossing {
  if (!(step > 0) || !Number.isFinite(value)) throw new RangeError(`bad meter step ${step} or reading ${value}`);
  if (value < next) return { crossed: false, next };
  const steps = Math.floor((value - next) / step) + 1;
  return { crossed: true, next: next + steps * step };
}

/** The thresholds of a (re)defined trigger: every device starts at `start` (default: one step). */
export function initialThresholds(deviceIds: readonly number[], step: number, start?: number): Record<string, number> {
  return Object.fromEntries(deviceIds.map((id) => [String(id), start ?? step]));
}

/** 400 naming meter_sensor_key when a device of the plan has no sensor of that key. */
export async function assertMeterSensor(tx: Database, deviceIds: readonly number[], key: string): Promise<void> {
  const rows = await tx.select({ deviceId: deviceSensors.deviceId }).from(deviceSensors).where(and(inArray(deviceSensors.deviceId, [...deviceIds]), eq(deviceSensors.key, key)));
  const having = new Set(rows.map((row) => row.deviceId));
  const missing = deviceIds.find((id) => !having.has(id));
  if (missing !== undefined) throw ApiError.field('meter_sensor_key', 'validation.meterSensor', { values: String(missing) });
}

export interface MeterResult {
  generated: number;
  taskIds: number[];
}

/**
 * A reading of `sensorKey` on `deviceId`: every active plan of the device with that meter (or only
 * `planId`) advances, generating the device's task when the reading crosses its threshold. Runs in the
 * caller's transaction; the plan rows are locked, so concurrent readings never generate twice for
 * one threshold. For the ingestion of sensor readings and the manual entry on a plan.
 */
export async function recordMeterReading(
  tx: Database,
  reading: { deviceId: number; sensorKey: string; value: number; planId?: number },
  /** The wall clock the task falls due at (tests); default: now in the zone of the plan's company. */
  wallClock?: string,
): Promise<MeterResult> {
  const plans = await tx
    .select()
    .from(workPlans)
    .where(
      and(
        eq(workPlans.status, 'active'),
        isNotNull(workPlans.meterSensorKey),
        eq(workPlans.meterSensorKey, reading.sensorKey),
        sql`${reading.deviceId} = any(${workPlans.deviceIds})`,
        reading.planId === undefined ? undefined : eq(workPlans.id, reading.planId),
      ),
    )
    .orderBy(workPlans.id)
    .for('update');
  const result: MeterResult = { generated: 0, taskIds: [] };
  for (const plan of plans) {
    const step = plan.meterStep;
    if (step === null) continue;
    const key = String(reading.deviceId);
    const crossing = meterCrossing(plan.meterNext[key] ?? step, step, reading.value);
    if (!crossing.crossed) continue;
    await tx.update(workPlans).set({ meterNext: { ...plan.meterNext, [key]: crossing.next } }).where(eq(workPlans.id, plan.id));
    const [standard] = await tx.select().from(workStandards).where(eq(workStandards.id, plan.standardId));
    if (!standard) continue;
    const rule = await taskRuleFor(tx, plan.companyId, plan.kind, [reading.deviceId]);
    const at = new Date();
    const now = wallClock ?? localNow(at, await companyTimeZone(tx, plan.companyId));
    const [task] = await tx
      .insert(workTasks)
      .values({
        companyId: plan.companyId,
        kind: plan.kind,
        code: `${TASK_CODE_PREFIX[plan.kind]}M${now.replace(/[-T:]/g, '')}-${plan.id}-${reading.deviceId}`,
        planId: plan.id,
        deviceKey: reading.deviceId,
        standardId: standard.id,
        standardRevision: standard.revision,
        items: standard.items,
        deviceIds: [reading.deviceId],
        dueAt: now,
        plannedDueAt: now,
        dispatchRuleId: rule?.id ?? null,
        acceptDueAt: plan.assigneeId !== null && rule ? addMinutes(at, rule.acceptMinutes) : null,
        status: plan.assigneeId === null ? 'created' : 'assigned',
        assigneeId: plan.assigneeId,
        crew: plan.crew,
        remark: `${reading.sensorKey} ≥ ${crossing.next - step} (${reading.value})`,
      })
      .onConflictDoNothing({ target: [workTasks.planId, workTasks.plannedDueAt, workTasks.deviceKey] })
      .returning({ id: workTasks.id });
    if (!task) continue;
    await tx.insert(workOrderTransitions).values([
      { companyId: plan.companyId, kind: WORK_ORDER_KIND[plan.kind], orderId: task.id, action: 'create', fromState: null, toState: 'created', actorId: null, at },
      ...(plan.assigneeId === null
        ? []
        : [{ companyId: plan.companyId, kind: WORK_ORDER_KIND[plan.kind], orderId: task.id, action: 'assign' as const, fromState: 'created' as const, toState: 'assigned' as const, actorId: null, assigneeId: plan.assigneeId, at }]),
    ]);
    if (!standard.revisionUsed) await tx.update(workStandards).set({ revisionUsed: true }).where(eq(workStandards.id, standard.id));
    result.generated += 1;
    result.taskIds.push(task.id);
  }
  return result;
}
