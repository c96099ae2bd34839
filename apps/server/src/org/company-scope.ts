import { eq } from 'drizzle-orm';
import type { Schemas } from '../contract/handler-types';
import type { Database } from '../db/client';
import { DatabaseCache } from '../db/database-cache';
import { companies } from '../db/schema';
import type { AuthContext } from '../session/auth-context';

type CompanyRow = typeof companies.$inferSelect;

export function toCompany(row: CompanyRow): Schemas['Company'] {
  return { id: row.id, name: row.name, abbreviation: row.abbreviation, parent_id: row.parentId ?? 0, logo: row.logo };
}

/** Ids of a company and all its subsidiaries, at any depth. */
export function withSubsidiaries(all: readonly { id: number; parentId: number | null }[], rootId: number): Set<number> {
  const children = new Map<number, number[]>();
  for (const company of all) {
    if (company.parentId === null) continue;
    const list = children.get(company.parentId) ?? [];
    list.push(company.id);
    children.set(company.parentId, list);
  }
  const seen = new Set<number>();
  const queue = [rootId];
  while (queue.length) {
    const id = queue.pop();
    if (id === undefined || seen.has(id)) continue;
    seen.add(id);
    queue.push(...(children.get(id) ?? []));
  }
  return seen;
}

interface CompanyDirectory {
  rows: readonly CompanyRow[];
  byId: ReadonlyMap<number, CompanyRow>;
}

/**
 * Every company, from memory: the table is small, and every authenticated request needs it (the
 * session's company chain, the caller's scope). Reloaded when the feed reports a change of `companies`.
 */
const directory = new DatabaseCache<CompanyDirectory>({
  affectedBy: (change) => change === 'companies',
  load: async (db) => {
    const rows = await db.select().from(companies);
    return { rows, byId: new Map(rows.map((row) => [row.id, row])) };
  },
});

export function companyDirectory(db: Database): Promise<CompanyDirectory> {
  return directory.get(db);
}

/**
 * Whether a company and every company above it are active: disabling a company shuts its accounts and
 * its subsidiaries' accounts out (sign-in and open sessions). Unknown companies are not active.
 */
export async function companyActive(db: Database, companyId: number): Promise<boolean> {
  const { byId } = await directory.get(db);
  const seen = new Set<number>();
  let current = byId.get(companyId);
  if (!current) return false;
  while (current && !seen.has(current.id)) {
    if (current.status !== 'active') return false;
    seen.add(current.id);
    current = current.parentId === null ? undefined : byId.get(current.parentId);
  }
  return true;
}

/** What a caller may see: everything for the platform administrator, else their company and its subsidiaries. */
export interface CompanyScope {
  all: boolean;
  ids: ReadonlySet<number>;
  rows: readonly CompanyRow[];
}

export async function companyScope(db: Database, auth: AuthContext): Promise<CompanyScope> {
  const { rows } = await directory.get(db);
  if (auth.platformAdmin) return { all: true, ids: new Set(rows.map((row) => row.id)), rows };
  const ids = withSubsidiaries(rows, auth.companyId);
  return { all: false, ids, rows: rows.filter((row) => ids.has(row.id)) };
}

export async function companyById(db: Database, id: number): Promise<CompanyRow | undefined> {
  const [row] = await db.select().from(companies).where(eq(companies.id, id)).limit(1);
  return row;
}

/** The companies whose rows a caller may see in one module. */
export interface Visibility {
  /** The platform administrator: every company. */
  all: boolean;
  ids: ReadonlySet<number>;
}

export function canSee(visibility: Visibility, companyId: number | null | undefined): boolean {
  return companyId !== null && companyId !== undefined && (visibility.all || visibility.ids.has(companyId));
}

/** Own company (plus its subsidiaries when the module says so); everything for the platform administrator. */
export async function visibleCompanies(db: Database, auth: AuthContext, subsidiaries: boolean): Promise<Visibility> {
  if (auth.platformAdmin) return { all: true, ids: new Set() };
  if (!subsidiaries) return { all: false, ids: new Set([auth.companyId]) };
  const { rows } = await directory.get(db);
  return { all: false, ids: withSubsidiaries(rows, auth.companyId) };
}
