import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { appendAudit, appendAuditEntries } from '../audit/audit-log';
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
  /**
   * Creates many rows inside ctx.tx, answering per input its row or the ApiError that refused it:
   * set-based (definition.createMany) in a savepoint, else, or when the set-based attempt meets a
   * refusal it did not foresee (a racing writer's unique value), row by row, each in its own savepoint.
   */
  createMany(ctx: ResourceWriteContext, inputs: readonly Create[], action: string): Promise<Created<Row>[]>;
  /** The update pipeline (scope, version, checks, write, audit) on any body; also used by corrections. */
  updateRow(ctx: ResourceWriteContext, id: number, body: unknown, action: string): Promise<Row>;
  /** Deletes a visible row at `version` (scope, version, beforeDelete, kept for undo, afterWrite, audit). */
  deleteRow(ctx: ResourceWriteContext, id: number, version: number): Promise<void>;
  /** Files the audit entry `<entity>.<action>` of a row (a restore's, for src/resource/restore). */
  audit(ctx: ResourceWriteContext, action: string, before: Row | undefined, after: Row | undefined): Promise<void>;
  /** The field whose unique index a write broke (`code`), if it is one of the table's. */
  takenField(error: unknown): string | undefined;
}

/** One input's outcome in createMany: its new row, or why it was refused. */
export type Created<Row> = { row: Row } | { error: ApiError };

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

  /** The create entries of many new rows, chained in one locked step. */
  async function auditEach(ctx: ResourceWriteContext, action: string, rows: readonly Row[]): Promise<void> {
    await appendAuditEntries(
      ctx.tx,
      rows.map((row) => ({
        companyId: (scope.auditCompanyOf ?? scope.companyOf)(row),
        userId: ctx.auth.userId,
        action: `${entity}.${definition.auditAction?.(action, undefined, row) ?? action}`,
        entity,
        entityId: definition.toDto(row).id,
        after: definition.toDto(row),
        ip: ctx.ip,
      })),
    );
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

  /** Row by row, each in a savepoint: a refused row leaves the others (and the transaction) intact. */
  async function createEach(ctx: ResourceWriteContext, inputs: readonly Create[], action: string): Promise<Created<Row>[]> {
    const outcomes: Created<Row>[] = [];
    for (const input of inputs) {
      try {
        outcomes.push({ row: await ctx.tx.transaction((savepoint) => createRow({ ...ctx, tx: savepoint }, input, action)) });
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        outcomes.push({ error });
      }
    }
    return outcomes;
  }

  /** prepare (one query per kind of check), one insert, afterCreate, the audit entries in one step. */
  async function createSetBased(ctx: ResourceWriteContext, inputs: readonly Create[], action: string): Promise<Created<Row>[]> {
    const batch = definition.createMany;
    if (!batch) return createEach(ctx, inputs, action);
    const prepared = await batch.prepare(ctx, inputs);
    const values = prepared.filter((item): item is Insert => !(item instanceof ApiError));
    const rows = values.length ? await batch.insert(ctx.tx, values) : [];
    if (rows.length !== values.length) throw new Error(`${entity}: insert returned ${rows.length} rows for ${values.length}`);
    for (const row of rows) assertOwned(ctx, row);
    await batch.afterCreate?.(ctx, rows);
    await auditEach(ctx, action, rows);
    let next = 0;
    return prepared.map((item) => {
      if (item instanceof ApiError) return { error: item };
      const row = rows[next++];
      if (row === undefined) throw new Error(`${entity}: a created row is missing`);
      return { row };
    });
  }

  async function createMany(ctx: ResourceWriteContext, inputs: readonly Create[], action: string): Promise<Created<Row>[]> {
    if (!definition.createMany || inputs.length === 0) return createEach(ctx, inputs, action);
    try {
      return await ctx.tx.transaction((savepoint) => createSetBased({ ...ctx, tx: savepoint }, inputs, action));
    } catch (error) {
      // A refusal prepare did not foresee (another writer took a code meanwhile): the savepoint is
      // gone, and the row-by-row path gives every input its own answer.
      if (error instanceof ApiError || violatedUniqueField(error, uniqueFields) !== undefined) return createEach(ctx, inputs, action);
      throw error;
    }
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

  return { write, createRow, createMany, updateRow, deleteRow, audit, takenField: (error) => violatedUniqueField(error, uniqueFields) };
}
