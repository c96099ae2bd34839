import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies, users } from './schema';

// The running imports (src/resource/sheets/import-runs.ts): at most one per company, with its progress.
// A row lives while its import runs; `updated_at` is its heartbeat (a row left by a crashed process
// goes stale and is taken over).
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date', precision: 3 });

export const importRuns = pgTable(
  'import_runs',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    entity: text('entity').notNull(),
    total: integer('total').notNull(),
    done: integer('done').notNull().default(0),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [uniqueIndex('import_runs_company_idx').on(table.companyId), index('import_runs_user_idx').on(table.userId)],
);
