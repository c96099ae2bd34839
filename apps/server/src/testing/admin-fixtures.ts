import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { approvals, auditLog, companies, departments, regions, roles, users } from '../db/schema';
import type { Database } from '../db/client';
import { bearer, signIn } from './test-app';

export type Actor = 'admin' | 'manager' | 'technician' | 'viewer' | 'other';
export const PASSWORDS: Record<Actor, string> = {
  admin: 'Admin@12345',
  manager: 'Demo@12345',
  technician: 'Demo@12345',
  viewer: 'Demo@12345',
  other: 'Demo@12345',
};

export async function signInAll(app: FastifyInstance): Promise<Record<Actor, string>> {
  const [admin, manager, technician, viewer, other] = await Promise.all(
    (['admin', 'manager', 'technician', 'viewer', 'other'] as const).map((actor) => signIn(app, actor, PASSWORDS[actor])),
  );
  return { admin: admin ?? '', manager: manager ?? '', technician: technician ?? '', viewer: viewer ?? '', other: other ?? '' };
}

async function one<T>(rows: Promise<T[]>, what: string): Promise<T> {
  const [row] = await rows;
  if (!row) throw new Error(`demo fixture missing: ${what}`);
  return row;
}

/** Ids of the demo tenant: company 1 (main, with a subsidiary) and company 2 (`other`). */
export async function demoIds(db: Database) {
  const main = await one(db.select().from(companies).where(eq(companies.name, '华东能源运维有限公司')), 'main company');
  const second = await one(db.select().from(companies).where(eq(companies.name, '岭南水务设备管理有限公司')), 'second company');
  const userId = async (username: string) => (await one(db.select().from(users).where(eq(users.username, username)), username)).id;
  const manager = await one(db.select().from(users).where(eq(users.username, 'manager')), 'manager');
  const other = await one(db.select().from(users).where(eq(users.username, 'other')), 'other');
  const mainDepartment = await one(db.select().from(departments).where(eq(departments.companyId, main.id)), 'department');
  const mainRegion = await one(db.select().from(regions).where(and(eq(regions.companyId, main.id), eq(regions.level, 3))), 'region');
  const mainApproval = await one(db.select().from(approvals).where(and(eq(approvals.companyId, main.id), eq(approvals.status, 'pending'))), 'approval');
  const mainAudit = await one(db.select().from(auditLog).where(eq(auditLog.companyId, main.id)).limit(1), 'audit entry');
  const otherRole = await one(db.select().from(roles).where(eq(roles.id, other.roleId)), 'role of other');
  return {
    mainId: main.id,
    secondId: second.id,
    managerId: manager.id,
    managerRoleId: manager.roleId,
    otherId: other.id,
    otherRoleId: otherRole.id,
    technicianId: await userId('technician'),
    viewerId: await userId('viewer'),
    storekeeperId: await userId('storekeeper'),
    adminId: await userId('admin'),
    mainDepartmentId: mainDepartment.id,
    mainRegionId: mainRegion.id,
    mainApprovalId: mainApproval.id,
    mainAuditId: mainAudit.id,
  };
}

export type DemoIds = Awaited<ReturnType<typeof demoIds>>;

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export function call(app: FastifyInstance, token: string | undefined, method: Method, url: string, payload?: object) {
  const headers = token ? bearer(token) : {};
  return payload === undefined ? app.inject({ method, url, headers }) : app.inject({ method, url, headers, payload });
}
