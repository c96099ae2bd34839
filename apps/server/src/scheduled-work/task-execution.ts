import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { appendAudit } from '../audit/audit-log';
import { handlerFor } from '../contract/handler-entry';
import type { Schemas } from '../contract/handler-types';
import { storedFiles } from '../db/documents-schema';
import { type TaskPartUseValue, workTasks } from '../db/schema';
import { releaseFile, takeFile } from '../files/stored-files';
import { ApiError, ok } from '../http/envelope';
import { writeIn, type WriteContext } from '../resource/write-context';
import type { Services } from '../services';
import { createStockOut } from '../spare';
import { parseLocal } from './cycle';
import { kindOperationIds, type ScheduleKind } from './kinds';
import { TASK_FILE_OWNER, TASK_PHOTO_LIMIT } from './task-photos';
import { reload, taskDetail, type TaskResource, toTask } from './tasks';
import { TODO_STATUSES } from './statuses';

type TaskRow = typeof workTasks.$inferSelect;

function bodyOf<T>(request: FastifyRequest, guard: (value: unknown) => value is T): T {
  if (!guard(request.body)) throw ApiError.badRequest('error.badRequest');
  return request.body;
}

/**
 * What a task's assignee does while executing it, beside the results: the parts used (a confirmed
 * stock-out of the spare-parts module in the task's transaction) and photos (the file store); and the
 * dispatcher's move of an open task to another due time (the calendar's drag).
 */
export function taskExecutionHandlers(services: Services, kind: ScheduleKind, tasks: TaskResource) {
  const ids = kindOperationIds(kind);
  const partsGuard = services.contract.validator<Schemas['TaskPartsUse']>('TaskPartsUse');
  const photoGuard = services.contract.validator<Schemas['TaskPhotoAttach']>('TaskPhotoAttach');
  const rescheduleGuard = services.contract.validator<Schemas['TaskReschedule']>('TaskReschedule');
  const entity = `${kind}_task`;

  /** The visible task of this kind, locked for the write, at the version the caller read. */
  async function lockTask(ctx: WriteContext, id: number, version: number): Promise<TaskRow> {
    const visible = await tasks.findVisible(ctx.tx, ctx.auth, id);
    if (!visible) throw ApiError.notFound();
    const [row] = await ctx.tx.select().from(workTasks).where(eq(workTasks.id, id)).for('update');
    if (!row) throw ApiError.notFound();
    if (row.version !== version) throw ApiError.staleVersion();
    return row;
  }

  /** Executing is the assignee's, while the task is started. */
  function assertExecuting(ctx: WriteContext, task: TaskRow, field: string, action: string): void {
    if (task.status !== 'started') throw ApiError.field(field, 'validation.transition', { values: action, limit: task.status });
    if (task.assigneeId !== ctx.auth.userId) throw ApiError.field(field, 'validation.notAssignee');
  }

  async function bump(ctx: WriteContext, id: number, values: Partial<typeof workTasks.$inferInsert> = {}): Promise<void> {
    await ctx.tx
      .update(workTasks)
      .set({ ...values, version: sql`${workTasks.version} + 1`, updatedAt: new Date() })
      .where(eq(workTasks.id, id));
  }

  async function audit(ctx: WriteContext, task: TaskRow, action: string, detail: { before?: unknown; after: unknown }): Promise<void> {
    await appendAudit(ctx.tx, { companyId: task.companyId, userId: ctx.auth.userId, action: `${entity}.${action}`, entity, entityId: task.id, ...detail, ip: ctx.ip });
  }

  const respond = async (id: number) => ok(await taskDetail(services.db, kind, await reload(services.db, id)));

  const bookParts = handlerFor(ids.bookTaskParts, async (request) => {
    const input = bodyOf(request, partsGuard);
    const id = request.params.id;
    await writeIn(services, request, async (ctx) => {
      const task = await lockTask(ctx, id, input.version);
      assertExecuting(ctx, task, 'lines', 'parts');
      const [deviceId] = task.deviceIds.length === 1 ? task.deviceIds : [];
      const document = await createStockOut(ctx, {
        companyId: task.companyId,
        reason: deviceId === undefined ? 'consumption' : 'device',
        warehouseId: input.warehouse_id,
        deviceId,
        remark: task.code,
        lines: input.lines.map((line) => ({ partId: line.part_id, locationId: line.location_id, quantity: line.quantity, batch: line.batch })),
      });
      const usedAt = new Date().toISOString();
      const used: TaskPartUseValue[] = (document.lines ?? []).map((line) => ({
        document_id: document.id,
        document_code: document.number,
        part_id: line.part_id,
        part_code: line.part_code,
        part_name: line.part_name,
        unit: line.unit,
        warehouse_id: document.warehouse_id,
        location_id: line.location_id,
        quantity: line.quantity,
        used_at: usedAt,
        used_by: ctx.auth.userId,
      }));
      await bump(ctx, id, { partsUsed: [...task.partsUsed, ...used] });
      await audit(ctx, task, 'use_parts', { after: { document_id: document.id, document_code: document.number, lines: used } });
    });
    return respond(id);
  });

  const attachPhoto = handlerFor(ids.attachTaskPhoto, async (request) => {
    const input = bodyOf(request, photoGuard);
    const id = request.params.id;
    await writeIn(services, request, async (ctx) => {
      const task = await lockTask(ctx, id, input.version);
      assertExecuting(ctx, task, 'file_id', 'photo');
      const [count] = await ctx.tx
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(storedFiles)
        .where(and(eq(storedFiles.ownerKind, TASK_FILE_OWNER[kind]), eq(storedFiles.ownerId, id)));
      if ((count?.n ?? 0) >= TASK_PHOTO_LIMIT) throw ApiError.field('file_id', 'validation.tooMany', { limit: TASK_PHOTO_LIMIT });
      const file = await takeFile(ctx, 'file_id', input.file_id, 'task', { kind: TASK_FILE_OWNER[kind], id, companyId: task.companyId });
      if (!file.contentType.startsWith('image/')) throw ApiError.field('file_id', 'validation.fileType');
      await bump(ctx, id);
      await audit(ctx, task, 'attach_photo', { after: { file_id: file.id, name: file.name } });
    });
    return respond(id);
  });

  const removePhoto = handlerFor(ids.removeTaskPhoto, async (request) => {
    const id = request.params.id;
    const fileId = request.params.fileId;
    const version = request.query.version;
    await writeIn(services, request, async (ctx) => {
      const task = await lockTask(ctx, id, version);
      assertExecuting(ctx, task, 'file_id', 'photo');
      const [file] = await ctx.tx
        .select({ id: storedFiles.id, name: storedFiles.name })
        .from(storedFiles)
        .where(and(eq(storedFiles.id, fileId), eq(storedFiles.ownerKind, TASK_FILE_OWNER[kind]), eq(storedFiles.ownerId, id)));
      if (!file) throw ApiError.notFound();
      await releaseFile(ctx, TASK_FILE_OWNER[kind], id, fileId);
      await bump(ctx, id);
      await audit(ctx, task, 'remove_photo', { before: { file_id: file.id, name: file.name }, after: null });
    });
    return respond(id);
  });

  const reschedule = handlerFor(ids.rescheduleTask, async (request) => {
    const input = bodyOf(request, rescheduleGuard);
    const id = request.params.id;
    if (parseLocal(input.due_at) === undefined) throw ApiError.field('due_at', 'validation.format');
    await writeIn(services, request, async (ctx) => {
      const task = await lockTask(ctx, id, input.version);
      if (!TODO_STATUSES.includes(task.status)) throw ApiError.field('due_at', 'validation.transition', { values: 'reschedule', limit: task.status });
      const before = await reload(ctx.tx, id);
      await bump(ctx, id, { dueAt: input.due_at });
      await audit(ctx, task, 'reschedule', { before: toTask(before), after: { ...toTask(await reload(ctx.tx, id)), reason: input.reason ?? '' } });
    });
    return respond(id);
  });

  return { ...bookParts, ...attachPhoto, ...removePhoto, ...reschedule };
}
