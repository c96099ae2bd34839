import { and, eq, gt, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { appendAudit } from '../audit/audit-log';
import { handlerFor } from '../contract/handler-entry';
import type { Schemas } from '../contract/handler-types';
import type { Database } from '../db/client';
import { users, workPlans, workStandards, workTasks } from '../db/schema';
import { ApiError, ok } from '../http/envelope';
import { signedIn } from '../http/request-context';
import { canSee } from '../org/company-scope';
import { byCompanyClock, companyTimeZoneSql } from '../org/time-zone';
import { defineResource, type Resource } from '../resource/define-resource';
import { writeIn, type WriteContext } from '../resource/write-context';
import type { Services } from '../services';
import { localNow } from './cycle';
import { kindOperationIds, type ScheduleKind } from './kinds';
import { devicesJson, userName } from './names';
import { toLocal } from './plans';
import { judgeResults, missingResults, type ResultInput } from './results';
import { toStandardItems } from './standards';
import { raiseFault } from '../repair/raise-fault';
import { applyTransition, listTransitions, type LifecycleStore, type WorkOrderTransitionAction } from '../work-orders/lifecycle';
import { DONE_STATUSES, TODO_STATUSES, WORK_ORDER_KIND, type TaskStatus } from './statuses';
import { taskDeadline, taskStepDeadlines } from './task-dispatch';
import { taskPhotos } from './task-photos';
import { NO_TOTAL } from '../resource/list-query';
import { taskRepairOrders } from './task-repair';

function selectTasks(db: Database, total: SQL<number | null> = NO_TOTAL) {
  return db
    .select({
      listTotal: total,
      row: workTasks,
      planName: sql<string>`coalesce((select ${workPlans.name} from ${workPlans} where ${workPlans.id} = ${workTasks.planId}), '')`,
      standardName: sql<string>`coalesce((select ${workStandards.name} from ${workStandards} where ${workStandards.id} = ${workTasks.standardId}), '')`,
      assigneeName: userName(workTasks.assigneeId),
      devices: devicesJson(workTasks.deviceIds),
      timeZone: companyTimeZoneSql(workTasks.companyId),
    })
    .from(workTasks);
}

/**
 * The condition of a page of tasks. Past the first page, the ids of the page come first (an index scan
 * that skips `offset` entries), so the names and the company's zone are looked up for the page's rows
 * only, not for every row skipped on the way.
 */
function pageCondition(db: Database, q: { where: SQL | undefined; orderBy: SQL[]; limit: number; offset: number }): SQL | undefined {
  if (q.offset === 0) return q.where;
  return inArray(
    workTasks.id,
    db
      .select({ id: workTasks.id })
      .from(workTasks)
      .where(q.where)
      .orderBy(...q.orderBy)
      .limit(q.limit)
      .offset(q.offset),
  );
}

/**
 * A list's total is counted up to this many matches (a larger selection answers the cap with
 * `total_exact: false`): counting a million tasks on every page request would cost far more than the
 * page, which reads 20 index entries.
 */
export const TASK_TOTAL_CAP = 1000;

type Row = Awaited<ReturnType<ReturnType<typeof selectTasks>['execute']>>[number];
type TaskRow = typeof workTasks.$inferSelect;
export type TaskResource = Resource<Row, Schemas['ScheduledTask'], Pick<ReturnType<typeof kindOperationIds>['tasks'], 'list' | 'export'>>;

function isOpen(status: TaskStatus): boolean {
  return TODO_STATUSES.includes(status);
}

export function toTask({ row, planName, standardName, assigneeName, devices, timeZone }: Row, at: Date = new Date()): Schemas['ScheduledTask'] {
  const dueAt = toLocal(row.dueAt);
  const now = localNow(at, timeZone);
  return {
    id: row.id,
    company_id: row.companyId,
    kind: row.kind,
    code: row.code,
    plan_id: row.planId,
    plan_name: planName,
    standard_id: row.standardId,
    standard_name: standardName,
    standard_revision: row.standardRevision,
    items: toStandardItems(row.items),
    device_ids: row.deviceIds,
    devices,
    due_at: dueAt,
    time_zone: timeZone,
    overdue: isOpen(row.status) && dueAt < now,
    status: row.status,
    assignee_id: row.assigneeId,
    assignee_name: assigneeName,
    crew: row.crew,
    results: row.results,
    abnormal_count: row.abnormalCount,
    minutes_spent: row.minutesSpent,
    planned_due_at: toLocal(row.plannedDueAt),
    parts_used: row.partsUsed,
    dispatch_rule_id: row.dispatchRuleId,
    deadline_at: isOpen(row.status) ? (taskDeadline(row)?.toISOString() ?? null) : null,
    remark: row.remark,
    close_reason: row.closeReason,
    started_at: row.startedAt?.toISOString() ?? null,
    completed_at: row.completedAt?.toISOString() ?? null,
    checked_at: row.checkedAt?.toISOString() ?? null,
    version: row.version,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

function statusFilter(value: unknown) {
  if (value === 'open') return inArray(workTasks.status, [...TODO_STATUSES]);
  if (value === 'done') return inArray(workTasks.status, [...DONE_STATUSES]);
  return typeof value === 'string' ? sql`${workTasks.status} = ${value}` : undefined;
}

export async function taskDetail(db: Database, kind: ScheduleKind, row: Row): Promise<Schemas['ScheduledTaskDetail']> {
  const [events, photos, repairOrders] = await Promise.all([
    listTransitions(db, WORK_ORDER_KIND[kind], row.row.id),
    taskPhotos(db, kind, row.row.id),
    taskRepairOrders(db, row.row.id),
  ]);
  return { ...toTask(row), events, photos, repair_orders: repairOrders };
}

export async function reload(db: Database, id: number): Promise<Row> {
  const [row] = await selectTasks(db).where(eq(workTasks.id, id));
  if (!row) throw ApiError.notFound();
  return row;
}

/** One kind's tasks: lists and reads through defineResource; the lifecycle through the handlers below. */
export function taskResource(services: Services, kind: ScheduleKind): TaskResource {
  return defineResource<Row, typeof workTasks.$inferInsert, Schemas['ScheduledTask'], never, { version: number }, Pick<ReturnType<typeof kindOperationIds>['tasks'], 'list' | 'export'>>(services, {
    entity: `${kind}_task`,
    operationIds: { list: kindOperationIds(kind).tasks.list, export: kindOperationIds(kind).tasks.export },
    store: { table: workTasks, id: workTasks.id, version: workTasks.version, select: (db, q) => selectTasks(db, q.total).where(pageCondition(db, q)).orderBy(...q.orderBy).limit(q.limit) },
    scope: { column: workTasks.companyId, subsidiaries: true, companyOf: ({ row }) => row.companyId },
    list: {
      sortable: { id: workTasks.id, code: workTasks.code, due_at: workTasks.dueAt, status: workTasks.status, completed_at: workTasks.completedAt },
      defaultSort: '+due_at',
      totalCap: TASK_TOTAL_CAP,
      filters: {
        status: statusFilter,
        plan_id: { column: workTasks.planId },
        assignee_id: { column: workTasks.assigneeId },
        // Past due on the task's company's clock (one constant "now" per time zone: an index range).
        overdue: async (value, ctx) => {
          if (value !== true && value !== false) return undefined;
          const overdue = and(inArray(workTasks.status, [...TODO_STATUSES]), await byCompanyClock(ctx.db, workTasks.companyId, ctx.visibility, (now) => sql`${workTasks.dueAt} < ${now}`));
          return value ? overdue : sql`not (${overdue})`;
        },
        // The calendar day of the task's company, in its time zone.
        today: async (value, ctx) => {
          if (value !== true && value !== false) return undefined;
          const today = await byCompanyClock(ctx.db, workTasks.companyId, ctx.visibility, (now) => sql`(${workTasks.dueAt} >= date_trunc('day', ${now}) and ${workTasks.dueAt} < date_trunc('day', ${now}) + interval '1 day')`);
          return value ? today : sql`not (${today})`;
        },
        abnormal: (value) => (value === true ? gt(workTasks.abnormalCount, 0) : value === false ? eq(workTasks.abnormalCount, 0) : undefined),
        due_from: (value) => (typeof value === 'string' && DAY_PATTERN.test(value) ? gte(workTasks.dueAt, `${value} 00:00:00`) : undefined),
        due_to: (value) => (typeof value === 'string' && DAY_PATTERN.test(value) ? lte(workTasks.dueAt, `${value} 23:59:59`) : undefined),
      },
      search: [workTasks.code, workTasks.crew],
      where: () => eq(workTasks.kind, kind),
    },
    toDto: (row) => toTask(row),
    // The …Doc records (status=done) and any filtered list, as a sheet: one row per task.
    csv: {
      columns: ['code', 'plan_name', 'standard_name', 'due_at', 'planned_due_at', 'time_zone', 'status', 'assignee_name', 'crew', 'abnormal_count', 'minutes_spent', 'started_at', 'completed_at', 'checked_at', 'close_reason', 'remark'],
      labels: { ns: 'schedule', name: 'tasks' },
    },
  });
}

function bodyOf<T>(request: FastifyRequest, guard: (value: unknown) => value is T): T {
  if (!guard(request.body)) throw ApiError.badRequest('error.badRequest');
  return request.body;
}

/** The task-writing operations of one kind: transitions, results, the acceptance check. */
export function taskHandlers(services: Services, kind: ScheduleKind, tasks: TaskResource) {
  const ids = kindOperationIds(kind);
  const transitionGuard = services.contract.validator<Schemas['TaskTransition']>('TaskTransition');
  const resultsGuard = services.contract.validator<Schemas['TaskResults']>('TaskResults');
  const checkGuard = services.contract.validator<Schemas['TaskCheck']>('TaskCheck');
  const hazardGuard = services.contract.validator<Schemas['TaskHazard']>('TaskHazard');

  const detail = (db: Database, row: Row) => taskDetail(db, kind, row);

  async function assertAssignable(ctx: WriteContext, task: TaskRow, userId: number): Promise<void> {
    const [user] = await ctx.tx.select({ companyId: users.companyId, status: users.status }).from(users).where(eq(users.id, userId));
    const visible = user !== undefined && canSee(await tasks.visibility(ctx.tx, ctx.auth), user.companyId);
    if (!user || user.status !== 'active' || !visible) throw ApiError.referenceNotFound('assignee_id');
    if (user.companyId !== task.companyId) throw ApiError.field('assignee_id', 'validation.sameCompany');
  }

  /** The shared lifecycle's access to this kind's tasks (src/work-orders/lifecycle.ts applies the transition). */
  function lifecycleStore(ctx: WriteContext): LifecycleStore<TaskRow> {
    return {
      kind: WORK_ORDER_KIND[kind],
      lock: async (tx, id) => {
        const [row] = await tx.select().from(workTasks).where(and(eq(workTasks.id, id), eq(workTasks.kind, kind))).for('update');
        return row && canSee(await tasks.visibility(tx, ctx.auth), row.companyId) ? row : undefined;
      },
      snapshot: (row) => ({ id: row.id, companyId: row.companyId, version: row.version, state: row.status, assigneeId: row.assigneeId }),
      save: async (tx, row, change) => {
        const deadlines = await taskStepDeadlines(tx, row, change);
        const [saved] = await tx
          .update(workTasks)
          .set({
            ...deadlines,
            status: change.to,
            assigneeId: change.assigneeId,
            version: sql`${workTasks.version} + 1`,
            updatedAt: change.at,
            ...(change.action === 'start' && row.startedAt === null && { startedAt: change.at }),
            ...(change.action === 'complete' && { completedAt: change.at }),
            ...(change.action === 'fail' && { completedAt: null }),
            ...(change.action === 'pass' && { checkedAt: change.at }),
            ...(change.action === 'close' && { closeReason: change.reason }),
          })
          .where(eq(workTasks.id, row.id))
          .returning();
        if (!saved) throw ApiError.notFound();
        return saved;
      },
      checkAssignee: async (_tx, row, assigneeId) => assertAssignable(ctx, row, assigneeId),
    };
  }

  /**
   * One lifecycle step. The operation already required `<…TaskList>:edit` (or `:approve` for the check),
   * which is what dispatching (assign, take back, close) takes for scheduled tasks.
   */
  function step(ctx: WriteContext, id: number, version: number, action: WorkOrderTransitionAction, extra: { reason?: string; assigneeId?: number }) {
    return applyTransition(ctx.tx, lifecycleStore(ctx), {
      id,
      version,
      action,
      reason: extra.reason,
      assigneeId: extra.assigneeId,
      actor: { userId: ctx.auth.userId, mayDispatch: true },
      ip: ctx.ip,
    });
  }

  const transition = handlerFor(ids.transitionTask, async (request) => {
    const input = bodyOf(request, transitionGuard);
    const id = request.params.id;
    await writeIn(services, request, async (ctx) => {
      if (input.action === 'complete') {
        const task = await tasks.findVisible(ctx.tx, ctx.auth, id);
        const missing = task ? missingResults(task.row.items, task.row.deviceIds, task.row.results) : 0;
        if (missing) throw ApiError.field('results', 'validation.missingResults', { limit: missing });
      }
      await step(ctx, id, input.version, input.action, { reason: input.reason, assigneeId: input.assignee_id });
    });
    return ok(await detail(services.db, await reload(services.db, id)));
  });

  const recordResults = handlerFor(ids.recordTaskResults, async (request) => {
    const input = bodyOf(request, resultsGuard);
    const id = request.params.id;
    await writeIn(services, request, async (ctx) => {
      const before = await tasks.findVisible(ctx.tx, ctx.auth, id);
      if (!before) throw ApiError.notFound();
      if (before.row.version !== input.version) throw ApiError.staleVersion();
      const task = before.row;
      if (task.status !== 'started') throw ApiError.field('results', 'validation.transition', { values: 'record', limit: task.status });
      if (task.assigneeId !== ctx.auth.userId) throw ApiError.field('results', 'validation.notAssignee');
      const judged = judgeResults(task.items, task.deviceIds, input.results.map((result): ResultInput => result));
      if ('problem' in judged) throw ApiError.field(judged.problem.field, judged.problem.key);
      const [written] = await ctx.tx
        .update(workTasks)
        .set({
          results: judged.results,
          abnormalCount: judged.results.filter((result) => result.abnormal).length,
          ...(input.minutes_spent !== undefined && { minutesSpent: input.minutes_spent }),
          ...(input.remark !== undefined && { remark: input.remark }),
          version: sql`${workTasks.version} + 1`,
          updatedAt: new Date(),
        })
        .where(and(eq(workTasks.id, id), eq(workTasks.version, input.version)))
        .returning({ id: workTasks.id });
      if (!written) throw ApiError.staleVersion();
      const after = await reload(ctx.tx, id);
      await appendAudit(ctx.tx, {
        companyId: task.companyId,
        userId: ctx.auth.userId,
        action: `${kind}_task.record`,
        entity: `${kind}_task`,
        entityId: id,
        before: toTask(before),
        after: toTask(after),
        ip: ctx.ip,
      });
    });
    return ok(await detail(services.db, await reload(services.db, id)));
  });

  const check = handlerFor(ids.checkTask, async (request) => {
    const input = bodyOf(request, checkGuard);
    const id = request.params.id;
    if (!input.passed && !input.note?.trim()) throw ApiError.field('note', 'validation.required');
    await writeIn(services, request, (ctx) => step(ctx, id, input.version, input.passed ? 'pass' : 'fail', { reason: input.note }));
    return ok(await detail(services.db, await reload(services.db, id)));
  });

  /** An abnormal result into the fault pool in one step (the repair module's raiseFault merges repeats per device). */
  const raiseHazard = handlerFor(ids.raiseTaskHazard, async (request) => {
    const input = bodyOf(request, hazardGuard);
    const id = request.params.id;
    const raised = await writeIn(services, request, async (ctx) => {
      const found = await tasks.findVisible(ctx.tx, ctx.auth, id);
      if (!found) throw ApiError.notFound();
      const task = found.row;
      const result = task.results.find((row) => row.device_id === input.device_id && row.item_key === input.item_key);
      const item = task.items.find((row) => row.key === input.item_key);
      if (!result || !item || !result.abnormal) throw ApiError.field('item_key', 'validation.notFound');
      const value = result.reading !== null ? `${result.reading}${item.unit ? ` ${item.unit}` : ''}` : '✗';
      const fault = await raiseFault(ctx.tx, {
        deviceId: input.device_id,
        source: 'inspection',
        description: `${task.code} ${item.name}: ${value}${result.note ? ` (${result.note})` : ''}`,
        reporterId: ctx.auth.userId,
      });
      await appendAudit(ctx.tx, {
        companyId: task.companyId,
        userId: ctx.auth.userId,
        action: `${kind}_task.raise_hazard`,
        entity: `${kind}_task`,
        entityId: id,
        after: { fault_id: fault.id, merged: fault.merged, device_id: input.device_id, item_key: input.item_key },
        ip: ctx.ip,
      });
      return fault;
    });
    return ok({ fault_id: raised.id, merged: raised.merged });
  });

  const get = handlerFor(ids.tasks.get, async (request) => {
    const row = await tasks.findVisible(services.db, signedIn(request), request.params.id);
    if (!row) throw ApiError.notFound();
    return ok(await detail(services.db, row));
  });

  return { ...get, ...transition, ...recordResults, ...check, ...raiseHazard };
}
