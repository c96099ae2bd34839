import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { deletedRecords } from '../../db/schema';
import type { WriteContext } from '../write-context';
import { rowsOfDelete } from './table-rows';

/**
 * Keeps what the delete of row `id` is about to remove (the row and the rows it cascades to), in the
 * deleting transaction, for its undo. A row deleted again after a restore replaces its older copy.
 */
export async function keepDeleted(ctx: WriteContext, source: { entity: string; table: PgTable; id: number; companyId: number }): Promise<void> {
  const rows = await rowsOfDelete(ctx.tx, getTableConfig(source.table).name, source.id);
  const values = { companyId: source.companyId, entity: source.entity, entityId: source.id, rows, deletedBy: ctx.auth.userId, deletedAt: new Date() };
  await ctx.tx
    .insert(deletedRecords)
    .values(values)
    .onConflictDoUpdate({
      target: [deletedRecords.entity, deletedRecords.entityId],
      set: { companyId: values.companyId, rows: sql`excluded.rows`, deletedBy: values.deletedBy, deletedAt: values.deletedAt },
    });
}
