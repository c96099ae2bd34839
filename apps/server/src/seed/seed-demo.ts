import { count } from 'drizzle-orm';
import { appendAudit } from '../audit/audit-log';
import type { Database } from '../db/client';
import { companies, messages, regions, roles, users } from '../db/schema';
import { hashPassword } from '../session/passwords';
import { DEMO_COMPANIES, DEMO_MESSAGES, type DemoCompany } from './demo-data';
import { DEMO_ACCOUNTS, DEMO_ROLE_PERMISSIONS, type DemoRoleKey } from './demo-roles';

export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(companies);
  return (row?.n ?? 0) === 0;
}

async function insertCompany(tx: Database, company: DemoCompany, parentId: number | null): Promise<number> {
  const [row] = await tx
    .insert(companies)
    .values({ parentId, name: company.name, abbreviation: company.abbreviation, contact: company.contact, address: company.address, logo: '/logo.svg' })
    .returning({ id: companies.id });
  if (!row) throw new Error('company insert returned no row');
  let sensorId = 1000 * row.id;
  for (const region of company.regions) {
    const [regionRow] = await tx.insert(regions).values({ companyId: row.id, level: 1, title: region.title }).returning({ id: regions.id });
    if (!regionRow) throw new Error('region insert returned no row');
    for (const unit of region.units) {
      const [unitRow] = await tx
        .insert(regions)
        .values({ companyId: row.id, parentId: regionRow.id, level: 2, title: unit.title })
        .returning({ id: regions.id });
      if (!unitRow) throw new Error('unit insert returned no row');
      for (const station of unit.stations) {
        const sensorIds = station.sensors.map(() => (sensorId += 1));
        await tx.insert(regions).values({
          companyId: row.id,
          parentId: unitRow.id,
          level: 3,
          title: station.title,
          itemsI: JSON.stringify(station.items.map((value, index) => ({ key: String(index + 1), value }))),
          itemsOption: JSON.stringify(station.sensors.map((sensor) => ({ key: sensor.key, value: sensor.name }))),
          deviceSensorIds: sensorIds.join(','),
        });
      }
    }
  }
  for (const subsidiary of company.subsidiaries ?? []) await insertCompany(tx, subsidiary, row.id);
  return row.id;
}

/**
 * Fills an empty database with the demo tenant: companies, region trees, roles, the demo accounts
 * and about twenty messages each. One transaction, one audit entry.
 */
export async function seedDemoData(db: Database, now: number = Date.now()): Promise<void> {
  const hashes = new Map<string, string>();
  for (const account of DEMO_ACCOUNTS) {
    if (!hashes.has(account.password)) hashes.set(account.password, await hashPassword(account.password));
  }
  await db.transaction(async (tx) => {
    const companyIds: Record<1 | 2, number> = {
      1: await insertCompany(tx, DEMO_COMPANIES[0], null),
      2: await insertCompany(tx, DEMO_COMPANIES[1], null),
    };
    const roleIds = new Map<string, number>();
    const roleFor = async (companyId: number, key: DemoRoleKey, name: string): Promise<number> => {
      const cacheKey = `${companyId}/${key}`;
      const known = roleIds.get(cacheKey);
      if (known) return known;
      const platformAdmin = key === 'platformAdministrator';
      const [row] = await tx
        .insert(roles)
        .values({
          companyId,
          name,
          description: platformAdmin ? '平台管理员：管理所有企业' : `演示角色：${name}`,
          permissions: platformAdmin ? [] : [...DEMO_ROLE_PERMISSIONS[key]],
          platformAdmin,
          builtIn: platformAdmin,
        })
        .returning({ id: roles.id });
      if (!row) throw new Error('role insert returned no row');
      roleIds.set(cacheKey, row.id);
      return row.id;
    };

    const created: { id: number; companyId: number; username: string }[] = [];
    for (const account of DEMO_ACCOUNTS) {
      const companyId = companyIds[account.company];
      const [row] = await tx
        .insert(users)
        .values({
          companyId,
          roleId: await roleFor(companyId, account.role, account.roleName),
          username: account.username,
          name: account.name,
          phone: '',
          email: `${account.username}@example.com`,
          passwordHash: hashes.get(account.password) ?? '',
        })
        .returning({ id: users.id, companyId: users.companyId, username: users.username });
      if (!row) throw new Error('user insert returned no row');
      created.push(row);
    }

    // About twenty messages per user over the last two weeks, the older half already read.
    const rows = created.flatMap((user, userIndex) =>
      DEMO_MESSAGES.map((message, index) => {
        const createdAt = new Date(now - (DEMO_MESSAGES.length - index) * 15 * 3_600_000 - userIndex * 60_000);
        return { companyId: user.companyId, userId: user.id, ...message, createdAt, readAt: index < DEMO_MESSAGES.length / 2 ? createdAt : null };
      }),
    );
    await tx.insert(messages).values(rows);

    await appendAudit(tx, {
      companyId: null,
      userId: null,
      action: 'demo.seed',
      entity: 'database',
      entityId: null,
      after: { companies: Object.values(companyIds), users: created.map((user) => user.username), messages: rows.length },
    });
  });
}
