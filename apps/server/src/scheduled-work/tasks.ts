import { and, asc, eq, gt, gte, inArray, lt, lte, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { appendAudit } from '../audit/audit-log';
import type { Schemas } from '../contract/handler-types';
import type { Database } from '../db/client';
import { users, workPlans, workStandards, workTaskEvents, workTasks } from '../db/schema';
import { ApiError, ok } from '../http/envelope';
import { signedIn } from '../http/request-context';
import { canSee } from '../org/company-scope';
import { defineResource, type Resource } from '../resource/define-resource';
import { writeIn, type WriteContext } from '../resource/write-context';
import type { Services } from '../services';
import { localNow } from './cycle';
import { kindOperationIds, type ScheduleKind } from './kinds';
import { devicesJson, userName } from './names';
import { toLocal } from './plans';
import { judgeResults, missingResults, type ResultInput } from './results';
import { toStandardItems } from './standards';
import { DONE_STATUSES, needsAssignee, nextStatus, OPEN_STATUSES, type TaskAction, type TaskStatus } from './task-lifecycle';

function selectTasks(db: Database) {
  return db
    .select({
      row: workTasks,
      planName: sql<string>`coalesce((select ${workPlans.name} from ${workPlans} where ${workPlans.id} = ${workTasks.planId}), '')`,
      standardName: sql<string>`coalesce((select ${workStandards.name} from ${workStandards} where ${workStandards.id} = ${workTasks.standardId}), '')`,
      assigneeName: userName(workTasks.assigneeId),
      devices: devicesJson(workTasks.deviceIds),
    })
    .from(workTasks);
}

type Row = Awaited<ReturnType<ReturnType<typeof selectTasks>['execute']>>[number];
type TaskRow = typeof workTasks.$inferSelect;
export type TaskResource = Resource<Row, Schemas['ScheduledTask']>;

function isOpen(status: TaskStatus): boolean {
  return OPEN_STATUSES.includes(status);
}

export function toTask({ row, planName, standardName, assigneeName, devices }: Row, now: string = localNow()): Schemas['ScheduledTask'] {
  const dueAt = toLocal(row.dueAt);
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
    overdue: isOpen(row.status) && dueAt < now,
    status: row.status,
    assignee_id: row.assigneeId,
    assignee_name: assigneeName,
    crew: row.crew,
    results: row.results,
    abnormal_count: row.abnormalCount,
    minutes_spent: row.minutesSpent,
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
  if (value === 'open') return inArray(workTasks.status, [...OPEN_STATUSES]);
  if (value === 'done') return inArray(workTasks.status, [...DONE_STATUSES]);
  return typeof value === 'string' ? sql`${workTasks.status} = ${value}` : undefined;
}

/** One kind's tasks: lists and reads through defineResource; the lifecycle through the handlers below. */
export function taskResource(services: Services, kind: ScheduleKind): TaskResource {
  return defineResource<Row, typeof workTasks.$inferInsert, Schemas['ScheduledTask'], never, { version: number }>(services, {
    entity: `${kind}_task`,
    operationIds: { list: kindOperationIds(kind).tasks.list },
    store: { table: workTasks, id: workTasks.id, version: workTasks.version, select: (db, q) => selectTasks(db).where(q.where).orderBy(...q.orderBy).limit(q.limit).offset(q.offset) },
    scope: { column: workTasks.companyId, subsidiaries: true, companyOf: ({ row }) => row.companyId },
    list: {
      sortable: { id: workTasks.id, code: workTasks.code, due_at: workTasks.dueAt, status: workTasks.status, completed_at: workTasks.completedAt },
      defaultSort: '+due_at',
      filters: {
        status: statusFilter,
        plan_id: { column: workTasks.planId },
        assignee_id: { column: workTasks.assigneeId },
        overdue: (value) => {
          const overdue = and(inArray(workTasks.status, [...OPEN_STATUSES]), lt(workTasks.dueAt, localNow()));
          return value === true ? overdue : value === false ? sql`not (${overdue})` : undefined;
        },
        abnormal: (value) => (value === true ? gt(workTasks.abnormalCount, 0) : value === false ? eq(workTasks.abnormalCount, 0) : undefined),
        due_from: (value) => (typeof value === 'string' && DAY_PATTERN.test(value) ? gte(workTasks.dueAt, `${value} 00:00:00`) : undefined),
        due_to: (value) => (typeof value === 'string' && DAY_PATTERN.test(value) ? lte(workTasks.dueAt, `${value} 23:59:59`) : undefined),
      },
      search: [workTasks.code, workTasks.crew],
      where: () => eq(workTasks.kind, kind),
    },
    toDto: (row) => toTask(row),
  });
}

async function taskEvents(db: Database, taskId: number): Promise<Schemas['TaskEvent'][]> {
  const rows = await db
    .select({ event: workTaskEvents, userName: userName(workTaskEvents.userId) })
    .from(workTaskEvents)
    .where(eq(workTaskEvents.taskId, taskId))
    .orderBy(asc(workTaskEvents.id));
  return rows.map(({ event, userName: name }) => ({
    action: event.action,
    from_status: event.fromStatus,
    to_status: event.toStatus,
    user_id: event.userId ?? 0,
    user_name: name,
    note: event.note,
    at: event.at.toISOString(),
  }));
}

type Handler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

function idOf(request: FastifyRequest): number {
  const params: unknown = request.params;
  const id = typeof params === 'object' && params !== null && 'id' in params ? params.id : undefined;
  if (typeof id !== 'number' || !Number.isInteger(id) || id < 1) throw ApiError.field('id');
  return id;
}

function bodyOf<T>(request: FastifyRequest, guard: (value: unknown) => value is T): T {
  if (!guard(request.body)) throw ApiError.badRequest('error.badRequest');
  return request.body;
}

/** The task-writing operations of one kind: transitions, results, the acceptance check. */
export function taskHandlers(services: Services, kind: ScheduleKind, tasks: TaskResource): Record<string, Handler> {
  const ids = kindOperationIds(kind);
  const transitionGuard = services.contract.validator<Schemas['TaskTransition']>('TaskTransition');
  const resultsGuard = services.contract.validator<Schemas['TaskResults']>('TaskResults');
  const checkGuard = services.contract.validator<Schemas['TaskCheck']>('TaskCheck');

  async function detail(db: Database, row: Row): Promise<Schemas['ScheduledTaskDetail']> {
    return { ...toTask(row), events: await taskEvents(db, row.row.id) };
  }

  /** Loads the visible task, checks its version, applies `change`, records the event and the audit entry. */
  async function changeTask(
    ctx: WriteContext,
    id: number,
    version: number,
    change: (task: TaskRow) => Promise<{ values: Partial<typeof workTasks.$inferInsert>; event?: { action: string; to: TaskStatus; note: string } }>,
    auditAction: string,
  ): Promise<Row> {
    const before = await tasks.findVisible(ctx.tx, ctx.auth, id);
    if (!before) throw ApiError.notFound();
    if (before.row.version !== version) throw ApiError.staleVersion();
    const { values, event } = await change(before.row);
    const [written] = await ctx.tx
      .update(workTasks)
      .set({ ...values, version: sql`${workTasks.version} + 1`, updatedAt: new Date() })
      .where(and(eq(workTasks.id, id), eq(workTasks.version, version)))
      .returning({ id: workTasks.id });
    if (!written) throw ApiError.staleVersion();
    if (event) {
      await ctx.tx.insert(workTaskEvents).values({
        companyId: before.row.companyId,
        taskId: id,
        action: event.action,
        fromStatus: before.row.status,
        toStatus: event.to,
        userId: ctx.auth.userId,
        note: event.note,
      });
    }
    const [after] = await selectTasks(ctx.tx).where(eq(workTasks.id, id));
    if (!after) throw ApiError.notFound();
    await appendAudit(ctx.tx, {
      companyId: before.row.companyId,
      userId: ctx.auth.userId,
      action: `${kind}_task.${auditAction}`,
      entity: `${kind}_task`,
      entityId: id,
      before: toTask(before),
      after: toTask(after),
      ip: ctx.ip,
    });
    return after;
  }

  function step(task: TaskRow, action: TaskAction, field = 'action'): TaskStatus {
    const to = nextStatus(task.status, action);
    if (!to) throw ApiError.field(field, 'validation.transition', { values: action, limit: task.status });
    return to;
  }

  function assertAssignee(ctx: WriteContext, task: TaskRow): void {
    if (!ctx.auth.platformAdmin && task.assigneeId !== ctx.auth.userId) throw ApiError.field('action', 'validation.notAssignee');
  }

  async function assertAssignable(ctx: WriteContext, task: TaskRow, userId: number): Promise<void> {
    const [user] = await ctx.tx.select({ companyId: users.companyId, status: users.status }).from(users).where(eq(users.id, userId));
    const visible = user !== undefined && canSee(await tasks.visibility(ctx.tx, ctx.auth), user.companyId);
    if (!user || user.status !== 'active' || !visible) throw ApiError.referenceNotFound('assignee_id');
    if (user.companyId !== task.companyId) throw ApiError.field('assignee_id', 'validation.sameCompany');
  }

  const transition: Handler = async (request) => {
    const input = bodyOf(request, transitionGuard);
    const id = idOf(request);
    const row = await writeIn(services, request, (ctx) =>
      changeTask(
        ctx,
        id,
        input.version,
        async (task) => {
          const to = step(task, input.action);
          const note = input.reason?.trim() ?? '';
          const now = new Date();
          switch (input.action) {
            case 'assign': {
              if (input.assignee_id === undefined) throw ApiError.field('assignee_id', 'validation.required');
              await assertAssignable(ctx, task, input.assignee_id);
              return { values: { status: to, assigneeId: input.assignee_id }, event: { action: 'assign', to, note } };
            }
            case 'accept':
            case 'start':
            case 'complete': {
              if (needsAssignee(input.action)) assertAssignee(ctx, task);
              if (input.action === 'complete') {
                const missing = missingResults(task.items, task.deviceIds, task.results);
                if (missing) throw ApiError.field('results', 'validation.missingResults', { limit: missing });
                return { values: { status: to, completedAt: now }, event: { action: 'complete', to, note } };
              }
              return { values: { status: to, ...(input.action === 'start' && task.startedAt === null && { startedAt: now }) }, event: { action: input.action, to, note } };
            }
            case 'return':
              return { values: { status: to, assigneeId: null }, event: { action: 'return', to, note } };
            case 'close':
              if (!note) throw ApiError.field('reason', 'validation.required');
              return { values: { status: to, closeReason: note }, event: { action: 'close', to, note } };
          }
        },
        input.action,
      ),
    );
    return ok(await detail(services.db, row));
  };

  const recordResults: Handler = async (request) => {
    const input = bodyOf(request, resultsGuard);
    const id = idOf(request);
    const row = await writeIn(services, request, (ctx) =>
      changeTask(
        ctx,
        id,
        input.version,
        async (task) => {
          if (task.status !== 'started') throw ApiError.field('results', 'validation.transition', { values: 'record', limit: task.status });
          assertAssignee(ctx, task);
          const judged = judgeResults(task.items, task.deviceIds, input.results.map((result): ResultInput => result));
          if ('problem' in judged) throw ApiError.field(judged.problem.field, judged.problem.key);
          return {
            values: {
              results: judged.results,
              abnormalCount: judged.results.filter((result) => result.abnormal).length,
              ...(input.minutes_spent !== undefined && { minutesSpent: input.minutes_spent }),
              ...(input.remark !== undefined && { remark: input.remark }),
            },
          };
        },
        'record',
      ),
    );
    return ok(await detail(services.db, row));
  };

  const check: Handler = async (request) => {
    const input = bodyOf(request, checkGuard);
    const id = idOf(request);
    const row = await writeIn(services, request, (ctx) =>
      changeTask(
        ctx,
        id,
        input.version,
        async (task) => {
          const note = input.note?.trim() ?? '';
          const action: TaskAction = input.passed ? 'check_pass' : 'check_fail';
          const to = step(task, action, 'passed');
          if (!input.passed && !note) throw ApiError.field('note', 'validation.required');
          return {
            values: input.passed ? { status: to, checkedAt: new Date() } : { status: to, completedAt: null },
            event: { action, to, note },
          };
        },
        input.passed ? 'check' : 'check_fail',
      ),
    );
    return ok(await detail(services.db, row));
  };

  const get: Handler = async (request) => {
    const row = await tasks.findVisible(services.db, signedIn(request), idOf(request));
    if (!row) throw ApiError.notFound();
    return ok(await detail(services.db, row));
  };

  return { [ids.tasks.get]: get, [ids.transitionTask]: transition, [ids.recordTaskResults]: recordResults, [ids.checkTask]: check };
}
