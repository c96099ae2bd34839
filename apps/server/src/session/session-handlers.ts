import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { appendAudit } from '../audit/audit-log';
import type { Schemas, ServiceHandlers } from '../contract/handler-types';
import type { Database } from '../db/client';
import { companies, roles, users } from '../db/schema';
import { ApiError, ok } from '../http/envelope';
import { clientOf, signedIn } from '../http/request-context';
import type { Services } from '../services';
import { grantsOf, rolesOf } from './auth-context';
import { companyActive } from '../org/company-scope';
import { verifyAgainstDummy, verifyPassword } from './passwords';
import { ProfileCache } from './profile-cache';
import { admitSignIn } from './rate-limit';

const parentCompanies = alias(companies, 'parent_company');

/** The profile the console shows for a user (GET /user/user_info and the profile writes). */
export async function profileOf(db: Database, userId: number): Promise<Schemas['Profile'] | undefined> {
  return (await profileWithRole(db, userId))?.profile;
}

async function profileWithRole(db: Database, userId: number): Promise<{ profile: Schemas['Profile']; roleId: number } | undefined> {
  const [row] = await db
    .select({ user: users, company: companies, parent: parentCompanies, role: roles })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .innerJoin(roles, eq(roles.id, users.roleId))
    .leftJoin(parentCompanies, eq(parentCompanies.id, companies.parentId))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) return undefined;
  const profile: Schemas['Profile'] = {
    id: row.user.id,
    username: row.user.username,
    name: row.user.name,
    avatar: row.user.avatar,
    company: row.company.name,
    company_id: row.company.id,
    parent_id: row.company.parentId ?? 0,
    parent_name: row.parent?.name ?? '',
    logo: row.company.logo,
    abbreviation: row.company.abbreviation,
    group_name: row.role.name,
    roles: rolesOf(row.role),
    permissions: [...grantsOf(row.role)],
  };
  return { profile, roleId: row.role.id };
}

export function sessionHandlers(services: Services): Pick<ServiceHandlers, 'login' | 'getUserInfo' | 'logout'> {
  const { db, sessions, loginLimits } = services;
  const profiles = new ProfileCache(db, (userId) => profileWithRole(db, userId));

  return {
    async login(request) {
      const client = clientOf(request);
      const username = request.body.username.trim();
      // Counted before the hash: 26 concurrent attempts cannot all pass a limit of 5.
      const attempt = admitSignIn(loginLimits, username, client.ip);

      const [user] = await db
        .select({ id: users.id, companyId: users.companyId, status: users.status, passwordHash: users.passwordHash })
        .from(users)
        .where(eq(users.username, username))
        .limit(1);
      const valid = user ? await verifyPassword(user.passwordHash, request.body.password) : await verifyAgainstDummy(request.body.password);

      const companyOpen = user && valid && user.status === 'active' ? await companyActive(db, user.companyId) : false;
      if (!user || !valid || user.status !== 'active' || !companyOpen) {
        await db.transaction((tx) =>
          appendAudit(tx, {
            companyId: user?.companyId ?? null,
            userId: user?.id ?? null,
            action: 'session.sign_in_failed',
            entity: 'session',
            entityId: null,
            after: { username: username.slice(0, 64), reason: !user ? 'unknown user' : !valid ? 'wrong password' : user.status !== 'active' ? 'disabled' : 'company disabled' },
            ip: client.ip,
          }),
        );
        throw ApiError.wrongCredentials();
      }

      attempt.succeeded();
      const { token } = await db.transaction(async (tx) => {
        const opened = await sessions.open(tx, user.id, client);
        await appendAudit(tx, {
          companyId: user.companyId,
          userId: user.id,
          action: 'session.sign_in',
          entity: 'session',
          entityId: opened.sessionId,
          after: { user_agent: client.userAgent.slice(0, 200) },
          ip: client.ip,
        });
        return opened;
      });
      return ok({ token });
    },

    async getUserInfo(request) {
      const profile = await profiles.get(signedIn(request).userId);
      if (!profile) throw ApiError.sessionEnded();
      return ok(profile);
    },

    async logout(request) {
      await sessions.revoke(signedIn(request), clientOf(request).ip);
      return ok(null);
    },
  };
}
