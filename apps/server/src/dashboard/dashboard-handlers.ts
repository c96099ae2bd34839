import { and, count, countDistinct, eq, gt, gte, isNull } from 'drizzle-orm';
import type { Schemas, ServiceHandlers } from '../contract/handler-types';
import type { Database } from '../db/client';
import { messages, regions, sessions, users } from '../db/schema';
import { ApiError, ok } from '../http/envelope';
import { signedIn } from '../http/request-context';
import { latestMessages } from '../messages/message-store';
import { complianceOverviewReader } from '../scheduled-work';
import { companyById, toCompany } from '../org/company-scope';
import type { Services } from '../services';

async function regionCounts(db: Database, companyId: number): Promise<Schemas['RegionCounts']> {
  const rows = await db
    .select({ level: regions.level, n: count() })
    .from(regions)
    .where(eq(regions.companyId, companyId))
    .groupBy(regions.level);
  const at = (level: number) => rows.find((row) => row.level === level)?.n ?? 0;
  return { regions: at(1), units: at(2), stations: at(3) };
}

async function usersOnline(db: Database, companyId: number, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: countDistinct(sessions.userId) })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(users.companyId, companyId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)));
  return row?.n ?? 0;
}

async function messagesToday(db: Database, companyId: number, now: Date): Promise<number> {
  const midnight = new Date(now);
  midnight.setHours(0, 0, 0, 0);
  const [row] = await db
    .select({ n: count() })
    .from(messages)
    .where(and(eq(messages.companyId, companyId), isNull(messages.deletedAt), gte(messages.createdAt, midnight)));
  return row?.n ?? 0;
}

export function dashboardHandlers(services: Services): Pick<ServiceHandlers, 'getHome' | 'getKanBan'> {
  const { db } = services;
  const compliance = complianceOverviewReader(services);

  async function ownCompany(companyId: number): Promise<Schemas['Company']> {
    const company = await companyById(db, companyId);
    if (!company) throw ApiError.notFound();
    return toCompany(company);
  }

  return {
    async getHome(request) {
      const auth = signedIn(request);
      const [company, counts, latest] = await Promise.all([
        ownCompany(auth.companyId),
        regionCounts(db, auth.companyId),
        latestMessages(db, auth.userId, 5),
      ]);
      return ok({ company, counts, messages: latest });
    },

    async getKanBan(request) {
      const auth = signedIn(request);
      const now = new Date();
      const [company, counts, today, online, latest, pm] = await Promise.all([
        ownCompany(auth.companyId),
        regionCounts(db, auth.companyId),
        messagesToday(db, auth.companyId, now),
        usersOnline(db, auth.companyId, now),
        latestMessages(db, auth.userId, 5),
        // Only the kinds the caller may view: none leaves `kinds` empty and the wallboard shows no panel.
        compliance({ auth, period: 'this_month' }),
      ]);
      return ok({ generated_at: now.toISOString(), company, counts, messages_today: today, users_online: online, latest, compliance: pm });
    },
  };
}
