import { asc, desc, eq, gte, ilike, inArray, lt, or, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/client';
import { escapeLike } from '../db/like';
import { spareParts } from '../db/spare-schema';
import { parseSort } from '../resource/list-query';
import { ApiError } from '../http/envelope';
import { signedIn } from '../http/request-context';
import { canSee, type Visibility, visibleCompanies } from '../org/company-scope';
import type { AuthContext } from '../session/auth-context';

/** What the read-only spare queries share: the caller's visible companies and the paging of a request. */
export interface SpareRead {
  db: Database;
  auth: AuthContext;
  visibility: Visibility;
  page: number;
  limit: number;
}

export async function spareRead(db: Database, request: FastifyRequest, query: { page?: number; limit?: number }): Promise<SpareRead> {
  const auth = signedIn(request);
  return { db, auth, visibility: await visibleCompanies(db, auth, true), page: query.page ?? 1, limit: Math.min(query.limit ?? 20, 100) };
}

/** The company condition on a column: one requested visible company (404 otherwise), else every visible one. */
export function companyWhere(read: SpareRead, column: Parameters<typeof eq>[0], requested: number | undefined): SQL | undefined {
  if (requested !== undefined) {
    if (!canSee(read.visibility, requested)) throw ApiError.referenceNotFound('company_id');
    return eq(column, requested);
  }
  return read.visibility.all ? undefined : inArray(column, [...read.visibility.ids]);
}

/** The caller's default company for one-company answers (reports): the requested one, else the caller's. */
export function oneCompany(read: SpareRead, requested: number | undefined): number {
  const companyId = requested ?? read.auth.companyId;
  if (!canSee(read.visibility, companyId)) throw ApiError.referenceNotFound('company_id');
  return companyId;
}

export const keywordOnPart = (keyword: string | undefined): SQL | undefined => {
  const text = keyword?.trim();
  if (!text) return undefined;
  const pattern = `%${escapeLike(text)}%`;
  return or(ilike(spareParts.code, pattern), ilike(spareParts.name, pattern), ilike(spareParts.specification, pattern));
};

export const orderBy = (sort: string | undefined, columns: Record<string, Parameters<typeof asc>[0]>, fallback: string, tieBreaker: Parameters<typeof asc>[0]): SQL[] => {
  const { column, descending } = parseSort(sort, columns, fallback);
  const direction = descending ? desc : asc;
  return [direction(column), direction(tieBreaker)];
};

export const dayStart = (value: string) => new Date(`${value}T00:00:00`);
export const dayAfter = (value: string) => {
  const date = dayStart(value);
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + 1);
};
export const today = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};
export const dateRange = (column: Parameters<typeof gte>[0], from: string | undefined, to: string | undefined): (SQL | undefined)[] => [
  from ? gte(column, dayStart(from)) : undefined,
  to ? lt(column, dayAfter(to)) : undefined,
];

