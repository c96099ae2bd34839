import { and, eq, sql } from 'drizzle-orm';
import { appendAudit } from '../audit/audit-log';
import { handlerFor } from '../contract/handler-entry';
import type { Schemas } from '../contract/handler-types';
import { workPlans } from '../db/schema';
import { ApiError, ok } from '../http/envelope';
import { clientOf, signedIn } from '../http/request-context';
import { writeIn } from '../resource/write-context';
import type { Services } from '../services';
import { recordMeterReading } from './meter';
import { localNow } from './cycle';
import { kindOperationIds, type ScheduleKind } from './kinds';
import { dueAtIndex, type PlanResource, type PlanRow } from './plans';
import { generatePlanTasks } from './scheduler';

/** The first occurrence index from `fromIndex` on whose due time is not before `now` (resuming skips what fell due while paused). */
export function firstIndexFrom(
  plan: Pick<PlanRow, 'startsAt' | 'cycleUnit' | 'cycleCount' | 'endsOn'>,
  fromIndex: number,
  now: string,
  zone: string,
): { index: number; dueAt: string | null } {
  for (let index = fromIndex; ; index += 1) {
    const dueAt = dueAtIndex(plan, index, zone);
    if (dueAt === null || dueAt >= now) return { index, dueAt };
  }
}

/** Pause / resume / end, and generating a plan's due tasks on demand. */
export function planHandlers(services: Services, kind: ScheduleKind, plans: PlanResource) {
  const ids = kindOperationIds(kind);
  const stateGuard = services.contract.validator<Schemas['PlanStateChange']>('PlanStateChange');

  const changeState = handlerFor(ids.changePlanState, async (request) => {
    if (!stateGuard(request.body)) throw ApiError.badRequest('error.badRequest');
    const input = request.body;
    const id = request.params.id;
    const row = await writeIn(services, request, async (ctx) => {
      const before = await plans.findVisible(ctx.tx, ctx.auth, id);
      if (!before) throw ApiError.notFound();
      if (before.row.version !== input.version) throw ApiError.staleVersion();
      const plan = before.row;
      const allowed = input.action === 'pause' ? plan.status === 'active' : input.action === 'resume' ? plan.status === 'paused' : plan.status !== 'ended';
      if (!allowed) throw ApiError.field('action', 'validation.transition', { values: input.action, limit: plan.status });
      let values: Partial<PlanRow>;
      if (input.action === 'pause') values = { status: 'paused' };
      else if (input.action === 'end') values = { status: 'ended', nextDueAt: null };
      else {
        const next = firstIndexFrom(plan, plan.nextIndex, localNow(new Date(), before.timeZone), before.timeZone);
        values = { status: 'active', nextIndex: next.index, nextDueAt: next.dueAt };
      }
      const [written] = await ctx.tx
        .update(workPlans)
        .set({ ...values, version: sql`${workPlans.version} + 1`, updatedAt: new Date() })
        .where(and(eq(workPlans.id, id), eq(workPlans.version, input.version)))
        .returning({ id: workPlans.id });
      if (!written) throw ApiError.staleVersion();
      const after = await plans.findVisible(ctx.tx, ctx.auth, id);
      if (!after) throw ApiError.notFound();
      await appendAudit(ctx.tx, {
        companyId: plan.companyId,
        userId: ctx.auth.userId,
        action: `${kind}_plan.${input.action}`,
        entity: `${kind}_plan`,
        entityId: id,
        before: plans.toDto(before),
        after: plans.toDto(after),
        ip: ctx.ip,
      });
      return after;
    });
    return ok(plans.toDto(row));
  });

  const generate = handlerFor(ids.generateTasks, async (request) => {
    const auth = signedIn(request);
    const id = request.params.id;
    const plan = await plans.findVisible(services.db, auth, id);
    if (!plan) throw ApiError.notFound();
    const result = await generatePlanTasks(services.db, id, undefined, async (tx, row, taskIds) => {
      await appendAudit(tx, {
        companyId: row.companyId,
        userId: auth.userId,
        action: `${kind}_plan.generate`,
        entity: `${kind}_plan`,
        entityId: id,
        after: { task_ids: taskIds },
        ip: clientOf(request).ip,
      });
    });
    return ok({ generated: result.generated, task_ids: result.taskIds });
  });

  const meterGuard = services.contract.validator<Schemas['MeterReading']>('MeterReading');
  const meterReading = handlerFor(ids.recordMeterReading, async (request) => {
    if (!meterGuard(request.body)) throw ApiError.badRequest('error.badRequest');
    const input = request.body;
    const id = request.params.id;
    const result = await writeIn(services, request, async (ctx) => {
      const plan = await plans.findVisible(ctx.tx, ctx.auth, id);
      if (!plan) throw ApiError.notFound();
      const sensorKey = plan.row.meterSensorKey;
      if (sensorKey === null) throw ApiError.field('id', 'validation.noMeter');
      if (!plan.row.deviceIds.includes(input.device_id)) throw ApiError.referenceNotFound('device_id');
      if (plan.row.status !== 'active') throw ApiError.field('id', 'validation.transition', { values: 'meter', limit: plan.row.status });
      const outcome = await recordMeterReading(ctx.tx, { deviceId: input.device_id, sensorKey, value: input.value, planId: id });
      await appendAudit(ctx.tx, {
        companyId: plan.row.companyId,
        userId: ctx.auth.userId,
        action: `${kind}_plan.meter`,
        entity: `${kind}_plan`,
        entityId: id,
        after: { device_id: input.device_id, sensor_key: sensorKey, value: input.value, task_ids: outcome.taskIds },
        ip: ctx.ip,
      });
      return outcome;
    });
    return ok({ generated: result.generated, task_ids: result.taskIds });
  });

  return { ...changeState, ...generate, ...meterReading };
}
