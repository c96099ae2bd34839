import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies } from './schema';

// Deleted records kept for their undo (src/resource/restore): the row and the rows its delete
// cascaded to, as JSON, until they are restored or purged (24 hours after the delete).
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date', precision: 3 });

export const deletedRecords = pgTable(
  'deleted_records',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    entity: text('entity').notNull(),
    entityId: integer('entity_id').notNull(),
    /** `[{ table, rows }]`, the record's own table first, then the tables its delete cascaded to. */
    rows: jsonb('rows').notNull(),
    deletedBy: integer('deleted_by'),
    deletedAt: at('deleted_at').notNull().defaultNow(),
  },
  (table) => [uniqueIndex('deleted_records_entity_key').on(table.entity, table.entityId), index('deleted_records_deleted_at_idx').on(table.deletedAt)],
);
