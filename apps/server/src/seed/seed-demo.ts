import { count, eq } from 'drizzle-orm';
import { seedScheduledWork } from '../scheduled-work/demo-seed';
import { appendAudit } from '../audit/audit-log';
import type { Database } from '../db/client';
import { alarmRules, type ApprovalStep, approvals, companies, corrections, departments, dispatchRules, messages, regions, roles, users } from '../db/schema';
import { hashPassword } from '../session/passwords';
import { DEMO_COMPANIES, DEMO_MESSAGES, type DemoCompany } from './demo-data';
import { seedDemoSpare } from './demo-spare';
import { seedDemoPurchasing } from './demo-purchasing';
import { seedDemoStocktakes } from './demo-stocktake';
import { rebuildStockBalances } from '../spare/stock-balances';
import { seedDemoWatch } from './demo-watch';
import { seedDemoDevices } from './demo-devices';
import { seedDemoRepair } from './demo-repair';
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
 * Fills an empty database with the demo tenant: companies, region trees, roles, the demo accounts,
 * about twenty messages each, administration data and the device ledger (~2,000 devices). One
 * transaction, one audit entry.
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

    const userId = (username: string): number => {
      const user = created.find((row) => row.username === username);
      if (!user) throw new Error(`demo user ${username} missing`);
      return user.id;
    };
    await seedAdministration(tx, companyIds, userId, roleIds, now);
    const [subsidiary] = await tx.select({ id: companies.id }).from(companies).where(eq(companies.parentId, companyIds[1])).limit(1);
    const deviceCount = await seedDemoDevices(tx, { main: companyIds[1], subsidiary: subsidiary?.id, second: companyIds[2] }, userId, now);
    await seedDemoSpare(tx, companyIds[1], { keeper: userId('storekeeper'), technician: userId('technician') }, 'HD', now);
    await seedDemoSpare(tx, companyIds[2], { keeper: userId('other'), technician: userId('other') }, 'LN', now);
    await seedDemoPurchasing(tx, companyIds[1], { keeper: userId('storekeeper'), manager: userId('manager') }, now);
    await seedDemoPurchasing(tx, companyIds[2], { keeper: userId('other'), manager: userId('other') }, now);
    await seedDemoStocktakes(tx, companyIds[1], userId('storekeeper'), now);
    await seedDemoStocktakes(tx, companyIds[2], userId('other'), now);
    // The stock-takes book their demo differences straight into the ledger: the stored day balances follow.
    await rebuildStockBalances(tx, companyIds[1]);
    await rebuildStockBalances(tx, companyIds[2]);
    await seedDemoWatch(tx, companyIds[1], now);
    await seedDemoWatch(tx, companyIds[2], now);
    const repair = await seedDemoRepair(tx, { main: companyIds[1], second: companyIds[2] }, { manager: userId('manager'), technician: userId('technician') }, now);
    const scheduledTasks = await seedScheduledWork(tx, companyIds[1], { technician: userId('technician'), manager: userId('manager') }, now);

    await appendAudit(tx, {
      companyId: null,
      userId: null,
      action: 'demo.seed',
      entity: 'database',
      entityId: null,
      after: { companies: Object.values(companyIds), users: created.map((user) => user.username), messages: rows.length, devices: deviceCount, ...repair, scheduled_tasks: scheduledTasks },
    });
  });
}

/** Departments, dispatch and alarm rules, approvals (pending and decided) and corrections of both demo companies. */
async function seedAdministration(
  tx: Database,
  companyIds: Record<1 | 2, number>,
  userId: (username: string) => number,
  roleIds: ReadonlyMap<string, number>,
  now: number,
): Promise<void> {
  const departmentTree: Record<1 | 2, { name: string; leader?: string; members?: string[]; children?: { name: string; leader?: string; members?: string[] }[] }[]> = {
    1: [
      { name: '总经理办公室', leader: 'manager', members: ['manager'] },
      {
        name: '运维部',
        leader: 'manager',
        children: [
          { name: '电气运维班', leader: 'technician', members: ['technician'] },
          { name: '水务运维班' },
        ],
      },
      { name: '物资部', leader: 'storekeeper', members: ['storekeeper'], children: [{ name: '中心仓库' }] },
      { name: '安全质量部', members: ['viewer'] },
    ],
    2: [
      { name: '综合管理部', leader: 'other', members: ['other'] },
      { name: '水厂运行部', children: [{ name: '猎德水厂班组' }, { name: '西村增压站班组' }] },
    ],
  };
  for (const key of [1, 2] as const) {
    const companyId = companyIds[key];
    let sort = 0;
    for (const node of departmentTree[key]) {
      sort += 10;
      const [parent] = await tx
        .insert(departments)
        .values({ companyId, name: node.name, sort, leaderUserId: node.leader ? userId(node.leader) : null })
        .returning({ id: departments.id });
      if (!parent) throw new Error('department insert returned no row');
      for (const member of node.members ?? []) await tx.update(users).set({ departmentId: parent.id }).where(eq(users.id, userId(member)));
      let childSort = 0;
      for (const child of node.children ?? []) {
        childSort += 10;
        const [row] = await tx
          .insert(departments)
          .values({ companyId, parentId: parent.id, name: child.name, sort: childSort, leaderUserId: child.leader ? userId(child.leader) : null })
          .returning({ id: departments.id });
        if (!row) throw new Error('department insert returned no row');
        for (const member of child.members ?? []) await tx.update(users).set({ departmentId: row.id }).where(eq(users.id, userId(member)));
      }
    }
  }

  const stages = (accept: number, start: number, check: number) => ({
    acceptMinutes: accept,
    acceptReminders: 2,
    startMinutes: start,
    startReminders: 2,
    checkMinutes: check,
    checkReminders: 1,
  });
  for (const key of [1, 2] as const) {
    const companyId = companyIds[key];
    await tx.insert(dispatchRules).values([
      { companyId, code: 'R-A-STOP', name: 'A 类设备停机维修', workType: 'repair', deviceImportance: 'A', equipmentCondition: 'stopped', ...stages(15, 30, 240) },
      { companyId, code: 'R-B-RUN', name: 'B 类设备运行中维修', workType: 'repair', deviceImportance: 'B', equipmentCondition: 'running', ...stages(60, 240, 1440) },
      { companyId, code: 'I-A', name: 'A 类设备巡检', workType: 'inspection', deviceImportance: 'A', equipmentCondition: 'running', ...stages(120, 480, 2880) },
      { companyId, code: 'M-C', name: 'C 类设备保养', workType: 'maintenance', deviceImportance: 'C', equipmentCondition: 'stopped', ...stages(480, 1440, 4320), enabled: false },
    ]);
    const notify = [...roleIds.entries()].filter(([cacheKey]) => cacheKey.startsWith(`${companyId}/`) && !cacheKey.endsWith('/platformAdministrator')).map(([, id]) => id);
    await tx.insert(alarmRules).values(
      key === 1
        ? [
            { companyId, code: 'T-OIL', name: '主变油温过高', sensorKind: 'temperature', level: 'alarm', condition: 'gt', threshold: 85, notifyRoleIds: notify.slice(0, 2) },
            { companyId, code: 'V-BUS', name: '母线电压越限', sensorKind: 'voltage', level: 'warning', condition: 'outside', thresholdLow: 9.5, thresholdHigh: 10.7, notifyRoleIds: notify.slice(0, 1) },
            { companyId, code: 'P-OUT', name: '出口压力过低', sensorKind: 'pressure', level: 'warning', condition: 'lt', threshold: 0.2, notifyRoleIds: notify.slice(0, 2) },
          ]
        : [{ companyId, code: 'F-LOW', name: '瞬时流量过低', sensorKind: 'flow', level: 'warning', condition: 'lt', threshold: 50, notifyRoleIds: notify }],
    );
  }

  const at = (hoursAgo: number) => new Date(now - hoursAgo * 3_600_000);
  const step = (index: number, approver: string, decision: ApprovalStep['decision'], comment = '', hoursAgo = 0): ApprovalStep => ({
    step: index,
    approver_id: userId(approver),
    decision,
    comment,
    decided_at: decision === 'pending' || decision === 'skipped' ? null : at(hoursAgo).toISOString(),
  });
  const c1 = companyIds[1];
  const c2 = companyIds[2];
  await tx.insert(approvals).values([
    {
      companyId: c1, kind: 'purchase', applicantId: userId('storekeeper'), subject: '采购申请：轴承 6205 × 20', payload: { items: [{ part: '轴承 6205', qty: 20 }], amount: 1860 },
      steps: [step(1, 'manager', 'pending')], currentStep: 1, currentApproverId: userId('manager'), createdAt: at(5), updatedAt: at(5),
    },
    {
      companyId: c1, kind: 'vehicle', applicantId: userId('technician'), subject: '用车申请：周四前往嘉兴港区项目部', payload: { vehicle: '沪A·D1234', date: at(-48).toISOString().slice(0, 10) },
      steps: [step(1, 'manager', 'pending'), step(2, 'admin', 'pending')], currentStep: 1, currentApproverId: userId('manager'), createdAt: at(3), updatedAt: at(3),
    },
    {
      companyId: c1, kind: 'transfer', applicantId: userId('technician'), subject: '调拨申请：10kV 真空断路器 1 台', payload: { from: '中心仓库', to: '苏州工业园区项目部' },
      status: 'approved', steps: [step(1, 'manager', 'approved', '同意调拨', 20)], currentStep: 1, currentApproverId: null, decidedAt: at(20), createdAt: at(26), updatedAt: at(20),
    },
    {
      companyId: c1, kind: 'purchase', applicantId: userId('storekeeper'), subject: '采购申请：干式变压器温控器 × 2', payload: { amount: 5200 },
      status: 'rejected', steps: [step(1, 'manager', 'rejected', '库存充足，暂不采购', 40)], currentStep: 1, currentApproverId: null, decidedAt: at(40), createdAt: at(50), updatedAt: at(40),
    },
    {
      companyId: c2, kind: 'other', applicantId: userId('other'), subject: '申请：水厂夜间值班表调整', payload: {},
      status: 'approved', steps: [step(1, 'other', 'approved', '', 10)], currentStep: 1, currentApproverId: null, decidedAt: at(10), createdAt: at(12), updatedAt: at(10),
    },
    {
      companyId: c2, kind: 'purchase', applicantId: userId('other'), subject: '采购申请：加药泵隔膜 × 4', payload: { amount: 960 },
      steps: [step(1, 'other', 'pending')], currentStep: 1, currentApproverId: userId('other'), createdAt: at(2), updatedAt: at(2),
    },
  ]);

  // A decided correction (applied) and a pending one, each with its approval.
  const [applied] = await tx
    .insert(approvals)
    .values({
      companyId: c1, kind: 'correction', applicantId: userId('technician'), subject: '更正 company 联系电话', payload: { field: 'phone' },
      status: 'approved', steps: [step(1, 'manager', 'approved', '已核实', 30)], currentStep: 1, currentApproverId: null, decidedAt: at(30), createdAt: at(32), updatedAt: at(30),
    })
    .returning({ id: approvals.id });
  const [pending] = await tx
    .insert(approvals)
    .values({
      companyId: c1, kind: 'correction', applicantId: userId('technician'), subject: '更正 region 名称', payload: { field: 'title' },
      steps: [step(1, 'manager', 'pending')], currentStep: 1, currentApproverId: userId('manager'), createdAt: at(1), updatedAt: at(1),
    })
    .returning({ id: approvals.id });
  const [station] = await tx.select({ id: regions.id, title: regions.title }).from(regions).where(eq(regions.companyId, c1)).limit(1);
  await tx.insert(corrections).values([
    {
      companyId: c1, requesterId: userId('technician'), entity: 'company', entityId: c1, field: 'phone', oldValue: '', newValue: '021-5888 1200',
      reason: '企业联系电话录入遗漏', status: 'applied', approvalId: applied?.id, appliedAt: at(30), createdAt: at(32), updatedAt: at(30),
    },
    {
      companyId: c1, requesterId: userId('technician'), entity: 'region', entityId: station?.id ?? 0, field: 'title', oldValue: station?.title ?? '',
      newValue: `${station?.title ?? ''}（苏南）`, reason: '名称与集团台账不一致', approvalId: pending?.id, createdAt: at(1), updatedAt: at(1),
    },
  ]);
  await tx.update(companies).set({ phone: '021-5888 1200' }).where(eq(companies.id, c1));
}
