import { holdsAction } from '@om/auth/core';
import { inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Schemas, ServiceHandlers } from '../contract/handler-types';
import type { Database } from '../db/client';
import { executeRows } from '../db/raw';
import { ApiError, ok } from '../http/envelope';
import { signedIn } from '../http/request-context';
import { visibleCompanies } from '../org/company-scope';
import type { AuthContext } from '../session/auth-context';
import type { SearchKind, SearchKindName } from './search-kind';
import { SEARCH_KINDS } from './search-kinds';
import { mayBePinyin, refreshPinyinKeys } from './pinyin-index';

/** The kinds whose list page the caller may view. */
export function searchableKinds(auth: AuthContext, kinds: readonly SearchKind[] = SEARCH_KINDS): SearchKind[] {
  return kinds.filter((kind) => auth.platformAdmin || holdsAction(auth.grants, kind.pages, 'view'));
}

function hitOf(row: Record<string, unknown>): { kind: string; hit: Schemas['SearchHit'] } | undefined {
  const { kind, id, title, subtitle } = row;
  const numeric = Number(id);
  if (typeof kind !== 'string' || !Number.isInteger(numeric)) return undefined;
  return { kind, hit: { id: numeric, title: typeof title === 'string' ? title : '', subtitle: typeof subtitle === 'string' ? subtitle : '' } };
}

/**
 * One query for every allowed kind: `(select 'device' as kind, m.id, … from (<the kind's select>) as
 * m (id, title, subtitle)) union all (…)`, each kind limited by itself (its columns named by position). The caller's companies (own and subsidiaries, or all for the
 * platform administrator) narrow every kind.
 */
export async function searchRecords(db: Database, auth: AuthContext, text: string, limit: number, kinds: readonly SearchKind[] = SEARCH_KINDS): Promise<Schemas['SearchGroup'][]> {
  const allowed = searchableKinds(auth, kinds);
  if (allowed.length === 0) return [];
  const visibility = await visibleCompanies(db, auth, true);
  if (mayBePinyin(text)) await refreshPinyinKeys(db);
  const companies = (column: PgColumn): SQL | undefined => (visibility.all ? undefined : inArray(column, [...visibility.ids]));
  const parts = await Promise.all(
    allowed.map(async (kind) => sql`(select ${kind.kind}::text as kind, m.id, m.title, m.subtitle from (${await kind.query({ db, auth, text, limit, companies })}) as m (id, title, subtitle))`),
  );
  const rows = await executeRows(db, sql.join(parts, sql` union all `));
  const byKind = new Map<string, Schemas['SearchHit'][]>();
  for (const row of rows) {
    const found = hitOf(row);
    if (!found) continue;
    byKind.set(found.kind, [...(byKind.get(found.kind) ?? []), found.hit]);
  }
  return allowed.flatMap((kind): Schemas['SearchGroup'][] => {
    const items = byKind.get(kind.kind) ?? [];
    const name: SearchKindName = kind.kind;
    return items.length ? [{ kind: name, items }] : [];
  });
}

export function searchHandlers(services: { db: Database }): Pick<ServiceHandlers, 'searchRecords'> {
  return {
    async searchRecords(request) {
      const text = request.query.q.trim();
      if (!text) throw ApiError.field('q', 'validation.required');
      return ok({ groups: await searchRecords(services.db, signedIn(request), text, request.query.limit ?? 5) });
    },
  };
}
