import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { appendAudit } from '../audit/audit-log';
import type { Database } from '../db/client';
import { ApiError } from '../http/envelope';
import { signedIn } from '../http/request-context';
import { canSee, type Visibility } from '../org/company-scope';
import type { Services } from '../services';
import type { AuthContext } from '../session/auth-context';
import type { DtoBase, ResourceDefinition, ResourceWriteContext } from './resource-types';
import { fieldOf } from './schema-errors';
import { keepDeleted } from './restore/keep-deleted';
import { uniqueFieldsOf, violatedUniqueField } from './unique-violation';
import { inTransaction } from './write-context';

/**
 * A resource's writes: every create, update and delete runs in one transaction, checks the company
 * scope and the version, runs the resource's own checks, maps a broken unique index to the field's
 * "already taken", and leaves an audit entry with the row before and after.
 */
export interface WritePipeline<Row, Create> {
  /** Runs `work` in a transaction of the request's caller, with the caller's visibility. */
  write<T>(request: FastifyRequest, work: (ctx: ResourceWriteContext) => Promise<T>): Promise<T>;
  /** Validates, inserts and audits one new row inside ctx.tx. */
  createRow(ctx: ResourceWriteContext, input: Create, action: string): Promise<Row>;
  /** The update pipeline (scope, version, checks, write, audit) on any body; also used by corrections. */
  updateRow(ctx: ResourceWriteContext, id: number, body: unknown, action: string): Promise<Row>;
  /** Deletes a visible row at `version` (scope, version, beforeDelete, kept for undo, afterWrite, audit). */
  deleteRow(ctx: ResourceWriteContext, id: number, version: number): Promise<void>;
  /** Files the audit entry `<entity>.<action>` of a row (a restore's, for src/resource/restore). */
  audit(ctx: ResourceWriteContext, action: string, before: Row | undefined, after: Row | undefined): Promise<void>;
  /** The field whose unique index a write broke (`code`), if it is one of the table's. */
  takenField(error: unknown): string | undefined;
}

export interface WriteParts<Row> {
  services: Services;
  findVisible(db: Database, auth: AuthContext, id: number): Promise<Row | undefined>;
  visibility(db: Database, auth: AuthContext): Promise<Visibility>;
}

export function writePipeline<Row, Insert, Dto extends DtoBase, Create, Update extends { version: number }>(
  definition: ResourceDefinition<Row, Insert, Dto, Create, Update>,
  { services, findVisible, visibility }: WriteParts<Row>,
): WritePipeline<Row, Create> {
  const { store, scope, entity } = definition;
  const updateGuard = definition.update ? services.contract.validator<Update>(definition.update.schema) : undefined;

  const uniqueFields = uniqueFieldsOf(store.table);
  /** A write that broke one of the table's unique indexes is the field's "already taken", never a 409. */
  async function uniquely<T>(write: Promise<T>): Promise<T> {
    try {
      return await write;
    } catch (error) {
      const field = violatedUniqueField(error, uniqueFields);
      throw field ? ApiError.field(field, 'validation.taken') : error;
    }
  }

  function assertVersion(row: Row, expected: unknown): void {
    if (definition.toDto(row).version !== expected) throw ApiError.staleVersion();
  }

  function assertOwned(ctx: ResourceWriteContext, row: Row): void {
    if (!canSee(ctx.visibility, scope.companyOf(row))) throw ApiError.referenceNotFound('company_id');
  }

  async function audit(ctx: ResourceWriteContext, action: string, before: Row | undefined, after: Row | undefined): Promise<void> {
    const row = after ?? before;
    if (row === undefined) return;
    await appendAudit(ctx.tx, {
      companyId: (scope.auditCompanyOf ?? scope.companyOf)(row),
      userId: ctx.auth.userId,
      action: `${entity}.${definition.auditAction?.(action, before, after) ?? action}`,
      entity,
      entityId: definition.toDto(row).id,
      before: before === undefined ? undefined : definition.toDto(before),
      after: after === undefined ? undefined : definition.toDto(after),
      ip: ctx.ip,
    });
  }

  async function createRow(ctx: ResourceWriteContext, input: Create, action: string): Promise<Row> {
    if (!definition.create || !store.insert) throw new Error(`${entity}: create is not declared`);
    const values = await definition.create.toValues(input, ctx);
    await definition.validate?.(ctx, { kind: 'create', input, values });
    const [row] = await uniquely(store.insert(ctx.tx, values));
    if (!row) throw new Error(`${entity}: insert returned no row`);
    assertOwned(ctx, row);
    await definition.afterWrite?.(ctx, { kind: 'create', after: row });
    await audit(ctx, action, undefined, row);
    return row;
  }

  async function updateRow(ctx: ResourceWriteContext, id: number, body: unknown, action: string): Promise<Row> {
    if (!definition.update || !updateGuard || !store.update || !store.version) throw new Error(`${entity}: update is not declared`);
    if (!updateGuard(body)) {
      const errors = updateGuard.errors ?? [];
      throw ApiError.field(fieldOf(errors) || 'body', 'validation.invalid');
    }
    const input = body;
    const before = await findVisible(ctx.tx, ctx.auth, id);
    if (!before) throw ApiError.notFound();
    assertVersion(before, input.version);
    const values = await definition.update.toValues(input, before, ctx);
    await definition.validate?.(ctx, { kind: 'update', input, before, values });
    const [after] = await uniquely(store.update(ctx.tx, values, and(eq(store.id, id), eq(store.version, input.version)) ?? eq(store.id, id)));
    if (!after) throw ApiError.staleVersion();
    assertOwned(ctx, after);
    await definition.afterWrite?.(ctx, { kind: 'update', before, after });
    await audit(ctx, action, before, after);
    return after;
  }

  async function deleteRow(ctx: ResourceWriteContext, id: number, version: number): Promise<void> {
    if (!store.remove || !store.version) throw new Error(`${entity}: delete is not declared`);
    const before = await findVisible(ctx.tx, ctx.auth, id);
    if (!before) throw ApiError.notFound();
    assertVersion(before, version);
    await definition.beforeDelete?.(ctx, before);
    await keepDeleted(ctx, { entity, table: store.table, id, companyId: scope.companyOf(before) });
    const [gone] = await store.remove(ctx.tx, and(eq(store.id, id), eq(store.version, version)) ?? eq(store.id, id));
    if (!gone) throw ApiError.staleVersion();
    await definition.afterWrite?.(ctx, { kind: 'delete', before });
    await audit(ctx, 'delete', before, undefined);
  }

  function write<T>(request: FastifyRequest, work: (ctx: ResourceWriteContext) => Promise<T>): Promise<T> {
    const auth = signedIn(request);
    return inTransaction(services, auth, request.ip, async (ctx) => work({ ...ctx, visibility: await visibility(ctx.tx, auth) }));
  }

  return { write, createRow, updateRow, deleteRow, audit, takenField: (error) => violatedUniqueField(error, uniqueFields) };
}
