import { and, asc, count, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { Schemas, ServiceHandlers } from '../contract/handler-types';
import { escapeLike } from '../db/like';
import { users } from '../db/schema';
import { ApiError, ok } from '../http/envelope';
import { signedIn } from '../http/request-context';
import type { Services } from '../services';
import { canSee, visibleCompanies } from './company-scope';

type Person = Schemas['Person'];

/**
 * The people directory: names for everyone signed in, so a record shows who created or approved it
 * without the caller holding userList. Scope as for users: own company and subsidiaries.
 */
export function peopleHandlers(services: Services): Pick<ServiceHandlers, 'listPeople'> {
  const { db } = services;
  return {
    async listPeople(request) {
      const auth = signedIn(request);
      const { ids, keyword, company_id: companyId, status, limit = 1000 } = request.query;
      const visibility = await visibleCompanies(db, auth, true);
      if (companyId !== undefined && !canSee(visibility, companyId)) throw ApiError.referenceNotFound('company_id');
      const conditions: SQL[] = [];
      if (companyId !== undefined) conditions.push(eq(users.companyId, companyId));
      else if (!visibility.all) conditions.push(inArray(users.companyId, [...visibility.ids]));
      if (ids) conditions.push(inArray(users.id, ids.split(',').map(Number)));
      const text = keyword?.trim();
      if (text) {
        const pattern = `%${escapeLike(text)}%`;
        const matching = or(ilike(users.username, pattern), ilike(users.name, pattern));
        if (matching) conditions.push(matching);
      }
      if (status) conditions.push(eq(users.status, status));
      const where = and(...conditions);
      const [rows, [counted]] = await Promise.all([
        db
          .select({ id: users.id, username: users.username, name: users.name, avatar: users.avatar, companyId: users.companyId, status: users.status })
          .from(users)
          .where(where)
          .orderBy(asc(users.name), asc(users.username))
          .limit(limit),
        db.select({ n: count() }).from(users).where(where),
      ]);
      const items: Person[] = rows.map((row) => ({
        id: row.id,
        username: row.username,
        name: row.name,
        avatar: row.avatar,
        company_id: row.companyId,
        status: row.status,
      }));
      return ok({ items, total: counted?.n ?? 0 });
    },
  };
}
