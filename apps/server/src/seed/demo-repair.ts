import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { deviceEvents, devices, deviceTypes, dispatchRules, faultCodes, faults, repairOrders, workOrderTransitions } from '../db/schema';
import type { WorkOrderState } from '../work-orders/lifecycle';
import { random } from './demo-devices';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

type Severity = (typeof faults.$inferInsert)['severity'];

/** The demo fault-code dictionary: per device type code, [code, name, severity]. */
const CODES: Record<string, [string, string, NonNullable<Severity>][]> = {
  PUMP: [
    ['P-BRG', '轴承异响', 'medium'],
    ['P-SEAL', '机械密封泄漏', 'high'],
    ['P-CAV', '汽蚀、出口压力波动', 'medium'],
  ],
  MOTOR: [
    ['M-HOT', '电机温升过高', 'high'],
    ['M-INS', '绝缘电阻偏低', 'critical'],
  ],
  TRANS: [['T-OIL', '油温过高', 'high']],
  SWGR: [['S-TRIP', '断路器误跳闸', 'critical']],
  VALVE: [
    ['V-LEAK', '阀体渗漏', 'medium'],
    ['V-STUCK', '阀门卡涩、无法开关', 'high'],
  ],
  INV: [['I-ERR', '逆变器故障停机', 'high']],
  COMP: [['C-PRS', '排气压力不足', 'medium']],
  BLOWER: [['B-VIB', '振动超标', 'medium']],
};
const GENERAL: [string, string, NonNullable<Severity>][] = [
  ['G-START', '无法正常启动', 'high'],
  ['G-OTHER', '其他异常', 'low'],
];

const CAUSES = ['轴承磨损', '密封件老化', '接线端子松动', '润滑不良', '控制板故障', '杂物堵塞'];
const ACTIONS = ['更换轴承并重新对中', '更换机械密封', '紧固端子并做绝缘测试', '清洗加注润滑脂', '更换控制板', '清理管路杂物'];
const PARTS = [
  { name: '深沟球轴承 6308', unit: '套' },
  { name: '机械密封 35mm', unit: '套' },
  { name: '润滑脂 2kg', unit: '桶' },
  { name: '控制板', unit: '块' },
];

/** The demo orders' states: mostly history (checked), a few closed, and every open state. */
const OPEN_STATES: readonly WorkOrderState[] = ['created', 'assigned', 'assigned', 'accepted', 'started', 'started', 'completed', 'completed'];

const STEP_KEYS = ['created', 'assigned', 'accepted', 'started', 'completed', 'checked', 'closed'] as const;

interface People {
  manager: number;
  technician: number;
}

async function seedCodes(tx: Database, companyId: number): Promise<Map<number, { id: number; name: string; severity: NonNullable<Severity> }[]>> {
  const types = await tx.select({ id: deviceTypes.id, code: deviceTypes.code, parentId: deviceTypes.parentId }).from(deviceTypes).where(eq(deviceTypes.companyId, companyId));
  const rows: (typeof faultCodes.$inferInsert)[] = GENERAL.map(([code, name, severity]) => ({ companyId, code, name, severity }));
  for (const type of types) for (const [code, name, severity] of CODES[type.code] ?? []) rows.push({ companyId, code, name, severity, deviceTypeId: type.id });
  const inserted = await tx.insert(faultCodes).values(rows).returning();
  // A device type's codes: its own, its parent's, and the general ones.
  const byType = new Map<number, { id: number; name: string; severity: NonNullable<Severity> }[]>();
  for (const type of types) {
    byType.set(
      type.id,
      inserted.filter((code) => code.deviceTypeId === null || code.deviceTypeId === type.id || code.deviceTypeId === type.parentId).map((code) => ({ id: code.id, name: code.name, severity: code.severity })),
    );
  }
  return byType;
}

/**
 * A fault-code dictionary per demo company and about four months of faults and repair orders of the
 * main company in every state (with their transition records, deadlines from the demo dispatch rules,
 * labour, parts and downtime), so that the pool, the lists, the figures and the calendar show real data.
 */
export async function seedDemoRepair(tx: Database, companies: { main: number; second: number }, people: People, now: number): Promise<{ faults: number; orders: number }> {
  const codesByType = await seedCodes(tx, companies.main);
  await seedCodes(tx, companies.second);
  const rnd = random(companies.main * 104_729);
  const pick = <T>(items: readonly T[]): T | undefined => items[Math.floor(rnd() * items.length)];

  const candidates = await tx
    .select({ id: devices.id, code: devices.code, name: devices.name, typeId: devices.typeId, stationId: devices.stationId, unitId: devices.unitId, regionId: devices.regionId, importance: devices.importance })
    .from(devices)
    .where(and(eq(devices.companyId, companies.main), eq(devices.status, 'in_use')))
    .orderBy(asc(devices.id))
    .limit(400);
  const chosen = candidates.filter((_, index) => index % 7 === 0).slice(0, 48);
  const rules = await tx.select().from(dispatchRules).where(and(eq(dispatchRules.companyId, companies.main), eq(dispatchRules.workType, 'repair'), eq(dispatchRules.enabled, true)));

  let orderCount = 0;
  let faultCount = 0;
  const underRepair: number[] = [];
  for (const [index, device] of chosen.entries()) {
    const codes = codesByType.get(device.typeId) ?? [];
    const code = pick(codes);
    const place = { companyId: companies.main, deviceId: device.id, stationId: device.stationId, unitId: device.unitId, regionId: device.regionId };
    const openState = index < OPEN_STATES.length ? OPEN_STATES[index] : undefined;
    // Open orders are recent; history spreads over 120 days.
    const seenAt = openState ? now - (2 + rnd() * 30) * HOUR : now - (3 + rnd() * 117) * DAY;
    const severity = code?.severity ?? 'medium';
    const condition = severity === 'critical' || severity === 'high' ? 'stopped' : 'running';
    const rule = rules.find((candidate) => candidate.deviceImportance === device.importance && candidate.equipmentCondition === condition);
    const closed = !openState && rnd() < 0.08;
    const state: WorkOrderState = openState ?? (closed ? 'closed' : 'checked');
    const count = 1 + Math.floor(rnd() * 3);
    const [fault] = await tx
      .insert(faults)
      .values({
        ...place,
        faultCodeId: code?.id ?? null,
        codeKey: code?.id ?? 0,
        description: `${code?.name ?? '设备异常'}（${device.code}）`,
        severity,
        source: rnd() < 0.6 ? 'device_report' : 'manual',
        status: state === 'checked' ? 'resolved' : state === 'closed' ? 'confirmed' : 'in_work_order',
        count,
        firstSeenAt: new Date(seenAt),
        lastSeenAt: new Date(seenAt + (count - 1) * 2 * HOUR),
        reporterId: rnd() < 0.7 ? people.technician : people.manager,
        resolvedAt: null,
        createdAt: new Date(seenAt),
        updatedAt: new Date(seenAt),
      })
      .returning({ id: faults.id });
    faultCount += 1;

    // The steps and their times.
    const times: Partial<Record<(typeof STEP_KEYS)[number], number>> = {};
    const reach = (list: readonly WorkOrderState[]) => list.includes(state) || state === 'checked';
    times.created = seenAt + 0.2 * HOUR;
    if (state !== 'created' && state !== 'closed') times.assigned = times.created + (0.1 + rnd() * 0.5) * HOUR;
    if (reach(['accepted', 'started', 'completed'])) times.accepted = (times.assigned ?? times.created) + (0.05 + rnd() * (rnd() < 0.2 ? 2 : 0.3)) * HOUR;
    if (reach(['started', 'completed'])) times.started = (times.accepted ?? times.created) + (0.2 + rnd() * 2) * HOUR;
    if (reach(['completed'])) times.completed = (times.started ?? times.created) + (1 + rnd() * 20) * HOUR;
    if (state === 'checked') times.checked = (times.completed ?? times.created) + (0.5 + rnd() * 10) * HOUR;
    if (state === 'closed') times.closed = times.created + (1 + rnd() * 24) * HOUR;
    for (const key of STEP_KEYS) if ((times[key] ?? 0) > now) times[key] = now - 60_000;
    const at = (key: keyof typeof times) => (times[key] === undefined ? null : new Date(times[key] ?? now));
    const due = (from: keyof typeof times, minutes: number | undefined) => (times[from] === undefined || minutes === undefined ? null : new Date((times[from] ?? now) + minutes * 60_000));
    const assignee = state === 'created' || state === 'closed' ? null : people.technician;
    const worked = times.started !== undefined;
    const day = new Date(times.created).toISOString().slice(0, 10).replaceAll('-', '');
    const [order] = await tx
      .insert(repairOrders)
      .values({
        ...place,
        code: `WX-${day}-${String(9000 + index).padStart(4, '0')}`,
        title: `${device.name} ${code?.name ?? '维修'}`,
        description: `${code?.name ?? '设备异常'}，请尽快处理`,
        severity,
        equipmentCondition: condition,
        state,
        assigneeId: assignee,
        dispatchRuleId: rule?.id ?? null,
        reportedAt: new Date(seenAt),
        acceptDueAt: due('assigned', rule?.acceptMinutes),
        startDueAt: due('accepted', rule?.startMinutes),
        checkDueAt: state === 'completed' || state === 'checked' ? due('completed', rule?.checkMinutes) : null,
        acceptedAt: at('accepted'),
        startedAt: at('started'),
        completedAt: at('completed'),
        checkedAt: at('checked'),
        closedAt: at('closed'),
        checkerId: state === 'checked' ? people.manager : null,
        cause: worked && state !== 'started' ? (pick(CAUSES) ?? '') : '',
        actionTaken: worked && state !== 'started' ? (pick(ACTIONS) ?? '') : '',
        downtimeStart: worked && condition === 'stopped' ? new Date(seenAt) : null,
        downtimeEnd: worked && condition === 'stopped' && times.completed !== undefined ? at('completed') : null,
        labour: worked && times.completed !== undefined ? [{ userId: people.technician, hours: Math.round(((times.completed - (times.started ?? 0)) / HOUR) * 10) / 10 }] : [],
        partsUsed: worked && times.completed !== undefined && rnd() < 0.7 ? [{ partId: 0, ...(pick(PARTS) ?? PARTS[0]), quantity: 1 + Math.floor(rnd() * 2) }] : [],
        deviceStatusBefore: state === 'started' || state === 'completed' ? 'in_use' : null,
        createdBy: people.manager,
        createdAt: new Date(times.created),
        updatedAt: new Date(Math.max(...STEP_KEYS.map((key) => times[key] ?? 0))),
      })
      .returning({ id: repairOrders.id, code: repairOrders.code });
    if (!order || !fault) continue;
    orderCount += 1;
    if (state !== 'closed') await tx.update(faults).set({ workOrderId: order.id, resolvedAt: at('checked') }).where(eq(faults.id, fault.id));
    if (state === 'started' || state === 'completed') underRepair.push(device.id);

    const steps: (typeof workOrderTransitions.$inferInsert)[] = [];
    const step = (action: (typeof workOrderTransitions.$inferInsert)['action'], from: WorkOrderState | null, to: WorkOrderState, time: number | undefined, actorId: number, reason = '') => {
      if (time === undefined) return;
      steps.push({ companyId: companies.main, kind: 'repair', orderId: order.id, action, fromState: from, toState: to, actorId, assigneeId: to === 'created' ? null : assignee, reason, at: new Date(time) });
    };
    step('create', null, 'created', times.created, people.manager);
    step('assign', 'created', 'assigned', times.assigned, people.manager);
    step('accept', 'assigned', 'accepted', times.accepted, people.technician);
    step('start', 'accepted', 'started', times.started, people.technician);
    step('complete', 'started', 'completed', times.completed, people.technician);
    step('pass', 'completed', 'checked', times.checked, people.manager, '运行正常，验收通过');
    step('close', 'created', 'closed', times.closed, people.manager, '重复报修，已在其他工单处理');
    await tx.insert(workOrderTransitions).values(steps);
    await tx.insert(deviceEvents).values({
      companyId: companies.main, deviceId: device.id, kind: 'work_order', refId: order.id, title: `${order.code} ${device.name} ${code?.name ?? '维修'}`, status: state,
      userId: people.manager, detail: { kind: 'repair', code: order.code }, at: new Date(times.created),
    });
  }
  if (underRepair.length) await tx.update(devices).set({ status: 'under_repair' }).where(inArray(devices.id, underRepair));

  // The pool beyond the orders: open reports waiting for dispatch, a confirmed one, a rejected duplicate.
  const waiting = candidates.filter((_, index) => index % 7 === 3).slice(0, 6);
  for (const [index, device] of waiting.entries()) {
    const code = pick(codesByType.get(device.typeId) ?? []);
    const seenAt = now - (1 + rnd() * 48) * HOUR;
    const status = index === 0 ? 'rejected' : index === 1 ? 'confirmed' : 'open';
    await tx.insert(faults).values({
      companyId: companies.main, deviceId: device.id, stationId: device.stationId, unitId: device.unitId, regionId: device.regionId,
      faultCodeId: status === 'open' && index % 2 ? null : (code?.id ?? null), codeKey: status === 'open' && index % 2 ? 0 : (code?.id ?? 0),
      description: status === 'rejected' ? '值班人员误报：仪表显示异常，现场正常' : `${code?.name ?? '运行异常'}，现场巡视发现`,
      severity: code?.severity ?? 'medium', source: index === 2 ? 'sensor_alarm' : 'manual', status,
      count: 1 + (index % 3), firstSeenAt: new Date(seenAt), lastSeenAt: new Date(seenAt + (index % 3) * HOUR),
      reporterId: index === 2 ? null : people.technician, reason: status === 'rejected' ? '误报' : '', resolvedAt: status === 'rejected' ? new Date(seenAt + HOUR) : null,
      createdAt: new Date(seenAt), updatedAt: new Date(seenAt),
    });
    faultCount += 1;
  }
  return { faults: faultCount, orders: orderCount };
}
