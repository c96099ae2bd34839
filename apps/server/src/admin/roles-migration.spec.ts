import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { allGrantsOf } from '@om/auth/core';
import { eq, sql } from 'drizzle-orm';
import { type DatabaseHandle, migrationsFolder } from '../db/client';
import { companies, roles } from '../db/schema';
import { openTestDatabase, testBackend } from '../testing/test-app';

/**
 * Migration 0006 turns the page names roles held before actions existed into every action of those
 * pages (no role loses a right), and leaves roles that already hold grants alone. It is replayed here
 * on roles written in the earlier model.
 */
let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
  await database.migrate();
}, 90_000);
afterAll(() => database?.close());

describe(`migration 0006_roles_grant_actions (${testBackend})`, () => {
  it('gives a page name every action of its page and keeps grant-holding roles as they are', async () => {
    const { db } = database;
    const [company] = await db.insert(companies).values({ name: '迁移测试公司' }).returning();
    if (!company) throw new Error('no company');
    const [legacy] = await db.insert(roles).values({ companyId: company.id, name: 'legacy', permissions: ['deviceList', 'companyLogList', 'repairList'] }).returning();
    const [current] = await db.insert(roles).values({ companyId: company.id, name: 'current', permissions: ['deviceList:view'] }).returning();
    const [empty] = await db.insert(roles).values({ companyId: company.id, name: 'empty', permissions: [] }).returning();
    if (!legacy || !current || !empty) throw new Error('no roles');

    await db.execute(sql.raw(readFileSync(join(migrationsFolder(), '0006_roles_grant_actions.sql'), 'utf8')));

    // Sorted here: the database orders by its collation.
    const held = async (id: number) => [...((await db.select({ permissions: roles.permissions }).from(roles).where(eq(roles.id, id)))[0]?.permissions ?? [])].sort();
    expect(await held(legacy.id)).toEqual([...allGrantsOf('deviceList'), ...allGrantsOf('companyLogList'), ...allGrantsOf('repairList')].sort());
    expect(await held(current.id)).toEqual(['deviceList:view']);
    expect(await held(empty.id)).toEqual([]);
  });
});
