import { and, eq, inArray } from 'drizzle-orm';
import { deletedRecords } from '../../db/schema';
import { allows } from '../../http/access-control';
import { ApiError, ok } from '../../http/envelope';
import { signedIn } from '../../http/request-context';
import type { Schemas, ServiceHandlers } from '../../contract/handler-types';
import { canSee } from '../../org/company-scope';
import type { Services } from '../../services';
import { isRecord } from '@om/core';
import { writeIn } from '../write-context';
import { restorableOf, type Restorable } from './restorable';
import { insertRows, partsOf } from './table-rows';

/** The column of a foreign key that a restore broke (PostgreSQL 23503: what the row pointed at is gone). */
function missingReference(error: unknown): string | undefined {
  for (let current = error, depth = 0; isRecord(current) && depth < 5; current = current['cause'], depth += 1) {
    const detail = current['detail'];
    if (current['code'] === '23503') return (typeof detail === 'string' ? /Key \(([a-z_]+)\)/.exec(detail)?.[1] : undefined) ?? 'ids';
  }
  return undefined;
}

/** The rows back, or the field error of what is in the way (a code taken meanwhile, a reference gone). */
async function putBack(source: Restorable, tx: Parameters<typeof insertRows>[0], kept: readonly { rows: unknown }[]): Promise<void> {
  try {
    for (const record of kept) await insertRows(tx, partsOf(record.rows));
  } catch (error) {
    const taken = source.takenField(error);
    if (taken) throw ApiError.field(taken, 'validation.taken');
    const reference = missingReference(error);
    if (reference) throw ApiError.referenceNotFound(reference);
    throw error;
  }
}

/**
 * The undo of a delete. Access: what the entity's delete needs (the one who may delete may take it
 * back; a role that may only create may not bring back another's history). Company scope: the kept
 * record's company, and the restored row must be visible to the caller, else 404. All or nothing; the
 * kept copies are claimed with DELETE … RETURNING, so of concurrent identical restores only one finds them.
 */
export function restoreHandlers(services: Services): Pick<ServiceHandlers, 'restoreDeleted'> {
  return {
    async restoreDeleted(request) {
      const auth = signedIn(request);
      const { entity, ids } = request.body;
      const source = restorableOf(services, entity);
      if (!source) throw ApiError.notFound();
      if (!allows(services.contract.accessOf(source.deleteOperationId), auth)) throw ApiError.forbidden();
      const restored = await writeIn(services, request, async (base): Promise<Schemas['RestoreResult']> => {
        const ctx = { ...base, visibility: await source.visibility(base.tx, auth) };
        const kept = await ctx.tx
          .delete(deletedRecords)
          .where(and(eq(deletedRecords.entity, entity), inArray(deletedRecords.entityId, ids)))
          .returning();
        if (kept.length !== ids.length || kept.some((record) => !canSee(ctx.visibility, record.companyId))) throw ApiError.notFound();
        // The last deleted first: a parent deleted after its parts comes back before them.
        const ordered = [...kept].sort((a, b) => b.deletedAt.getTime() - a.deletedAt.getTime() || b.id - a.id);
        await putBack(source, ctx.tx, ordered);
        for (const record of ordered) {
          if (!(await source.visible(ctx, record.entityId))) throw ApiError.notFound();
          await source.audited(ctx, record.entityId);
        }
        return { restored: ordered.map((record) => record.entityId) };
      });
      return ok(restored);
    },
  };
}

