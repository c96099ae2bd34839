import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Visibility } from '../../org/company-scope';
import type { LoadedReference, LookupContext, Resolution } from './declaration';

/** Where a reference column looks: a table with a company, a name and maybe a code. */
export interface LookupSource {
  table: PgTable;
  id: PgColumn;
  companyId: PgColumn;
  name: PgColumn;
  code?: PgColumn;
  /** Narrows the candidates (stations are regions of level 3). */
  where?: SQL;
  /** Tells same-named candidates apart in the problem (a station's unit). */
  detail?: SQL<string>;
}

const CANDIDATES_SHOWN = 5;

function visible(column: PgColumn, visibility: Visibility): SQL | undefined {
  return visibility.all ? undefined : inArray(column, [...visibility.ids]);
}

/**
 * The record a cell names: by code first, then by name (case and surrounding spaces ignored), among
 * the caller's companies. Several matches prefer the row's company (`company_id` of the row, else the
 * caller's own); still several is ambiguous and names the candidates.
 */
export async function findByCodeOrName(ctx: LookupContext, source: LookupSource, text: string): Promise<Resolution> {
  const wanted = text.trim().toLowerCase();
  if (wanted === '') return { missing: true };
  const matchers = [...(source.code ? [eq(sql`lower(${source.code})`, wanted)] : []), eq(sql`lower(trim(${source.name}))`, wanted)];
  const rows = await ctx.db
    .select({ id: source.id, companyId: source.companyId, name: source.name, code: source.code ?? sql<string>`''`, detail: source.detail ?? sql<string>`''` })
    .from(source.table)
    .where(and(visible(source.companyId, ctx.visibility), source.where, or(...matchers)))
    .limit(50);
  const byCode = source.code ? rows.filter((row) => String(row.code).toLowerCase() === wanted) : [];
  const matches = byCode.length ? byCode : rows;
  if (matches.length === 0) return { missing: true };
  const company = typeof ctx.row['company_id'] === 'number' ? ctx.row['company_id'] : ctx.auth.companyId;
  const own = matches.filter((row) => row.companyId === company);
  const chosen = matches.length === 1 ? matches : own;
  const [only] = chosen;
  if (chosen.length === 1 && only) return { id: Number(only.id) };
  const listed = (own.length ? own : matches)
    .slice(0, CANDIDATES_SHOWN)
    .map((row) => [row.code, row.name].map(String).filter(Boolean).join(' ') + (row.detail ? ` (${String(row.detail)})` : ''));
  return { candidates: listed };
}

/**
 * A reference column to `source` whose DTO carries only the id: the export writes the record's code
 * (or its name when it has no code), loaded per batch; the import finds it by code or by name.
 */
export function referenceTo(source: LookupSource, options: { many?: boolean } = {}): LoadedReference {
  const shown = source.code ?? source.name;
  return {
    many: options.many,
    names: async (db, ids) => {
      const rows = await db.select({ id: source.id, text: shown }).from(source.table).where(inArray(source.id, [...ids]));
      return new Map(rows.map((row) => [Number(row.id), String(row.text)]));
    },
    resolve: (ctx, text) => findByCodeOrName(ctx, source, text),
  };
}
