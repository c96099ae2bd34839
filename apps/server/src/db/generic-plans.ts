import type { PGlite, QueryOptions, Results } from '@electric-sql/pglite';

/**
 * The first words of a statement whose parameters may share ONE plan, whatever their values: the keyword
 * pages, written so that the plan PostgreSQL makes without knowing the typed text is the one it would
 * make knowing it (a prefix as an index range, every branch cut by a LIMIT). Harmless elsewhere (a
 * comment): PostgreSQL plans such a statement as before.
 */
export const GENERIC_PLAN_MARK = '/* om:generic-plan */';

const BODY_QUOTE = '$om_generic_body$';

/** A PL/pgSQL function running one marked statement, and the statement that calls it. */
export interface GenericPlan {
  name: string;
  call: string;
}

function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/**
 * Wraps a marked statement with parameters into `pg_temp.<name>($1, …)`: PL/pgSQL keeps the plans of its
 * statements for the session, and `plan_cache_mode = force_generic_plan` on the function makes that one
 * generic plan (PostgreSQL's default would plan it again for every new value). Parsing and planning the
 * ledger's keyword page cost PGlite ~1 ms, more than running it. `enable_sort = off`: not knowing how many
 * rows a prefix matches, a generic plan would rather sort a bitmap's rows than read an index in order,
 * and for a common prefix that sorts all of them (0.1 → 400 ms); where an index gives the order, the
 * branch now stops at its LIMIT (sorts that have no alternative still run). The statement refers to the function's
 * parameters as $1…$n, exactly as it did to the statement's; the answer keeps its column names and types.
 * Undefined when the statement cannot be wrapped (it fails again as a plain statement).
 */
export async function createGenericPlan(db: PGlite, name: string, text: string): Promise<GenericPlan | undefined> {
  if (text.includes(BODY_QUOTE)) return undefined;
  const described = await db.describeQuery(text);
  const oids = [...described.queryParams.map((param) => param.dataTypeID), ...described.resultFields.map((field) => field.dataTypeID)];
  const { rows } = await db.query<{ types: string[] }>('select array(select format_type(t, null) from unnest($1::oid[]) with ordinality as u(t, n) order by n) as types', [oids]);
  const types = rows[0]?.types ?? [];
  if (types.length !== oids.length || described.resultFields.length === 0) return undefined;
  const paramTypes = types.slice(0, described.queryParams.length);
  const resultTypes = types.slice(described.queryParams.length);
  const columns = resultTypes.map((type, index) => `om_c${index + 1} ${type}`).join(', ');
  await db.query(
    `create function pg_temp.${name}(${paramTypes.join(', ')}) returns table(${columns}) language plpgsql
      set plan_cache_mode = force_generic_plan set enable_sort = off as ${BODY_QUOTE} begin return query ${text}; end ${BODY_QUOTE}`,
  );
  const outputs = described.resultFields.map((field, index) => `om_c${index + 1} as ${quoteIdentifier(field.name)}`).join(', ');
  const args = paramTypes.map((_, index) => `$${index + 1}`).join(', ');
  return { name, call: `select ${outputs} from pg_temp.${name}(${args})` };
}

export async function dropGenericPlan(db: PGlite, plan: GenericPlan): Promise<void> {
  await db.query(`drop function if exists pg_temp.${plan.name}`);
}

export function runGenericPlan<T>(db: PGlite, plan: GenericPlan, params: unknown[], options: QueryOptions): Promise<Results<T>> {
  return db.query<T>(plan.call, params, options);
}
