import { and, asc, eq, inArray, lt } from 'drizzle-orm';
import type { Database } from '../db/client';
import { devices, deviceTypes, workOrderTransitions, workPlans, workStandards, workTasks, type StandardItemValue, type TaskResultValue } from '../db/schema';
import { formatLocal, localNow, occurrence, parseLocal } from './cycle';
import type { ScheduleKind } from './kinds';
import { judge } from './results';
import { generatePlanTasks } from './scheduler';
import { WORK_ORDER_KIND } from './statuses';

interface DemoKind {
  kind: ScheduleKind;
  typeCode: string;
  standard: { code: string; name: string; tools: string; safety: string; minutes: number; items: StandardItemValue[]; parts: { name: string; quantity: number; unit: string }[] };
  plan: { code: string; name: string; unit: 'day' | 'week' | 'month'; count: number; daysBack: number; route: boolean; crew: string };
}

const DEMO: readonly DemoKind[] = [
  {
    kind: 'inspection',
    typeCode: 'PUMP-C',
    standard: {
      code: 'XJ-PUMP',
      name: '离心泵日常巡检',
      tools: '测温枪、测振仪',
      safety: '靠近转动部件时不得戴手套',
      minutes: 10,
      parts: [],
      items: [
        { key: 'leak', name: '机封有无泄漏', check_type: 'normal_abnormal', method: '目视检查机械密封处' },
        { key: 'noise', name: '运行声音', check_type: 'normal_abnormal', method: '耳听有无异响' },
        { key: 'bearing_temp', name: '轴承温度', check_type: 'numeric', low: null, high: 75, unit: '℃', method: '测温枪测量轴承座' },
        { key: 'vibration', name: '振动速度', check_type: 'numeric', low: 0, high: 4.5, unit: 'mm/s', method: '测振仪测量' },
      ],
    },
    plan: { code: 'XJ-P-001', name: '一号泵房日巡检', unit: 'day', count: 1, daysBack: 20, route: true, crew: '运行一班' },
  },
  {
    kind: 'maintain',
    typeCode: 'PUMP-C',
    standard: {
      code: 'BY-PUMP',
      name: '离心泵周保养',
      tools: '黄油枪、扳手',
      safety: '停机挂牌后作业',
      minutes: 30,
      parts: [{ name: '润滑脂', quantity: 0.2, unit: 'kg' }],
      items: [
        { key: 'grease', name: '轴承加注润滑脂', check_type: 'done_not_done', method: '每个注油点 10 g' },
        { key: 'bolts', name: '地脚螺栓紧固', check_type: 'done_not_done' },
        { key: 'coupling', name: '联轴器对中', check_type: 'pass_fail' },
      ],
    },
    plan: { code: 'BY-P-001', name: '离心泵周保养', unit: 'week', count: 1, daysBack: 42, route: false, crew: '检修班' },
  },
  {
    kind: 'overhaul',
    typeCode: 'PUMP-C',
    standard: {
      code: 'JX-PUMP',
      name: '离心泵月度检修',
      tools: '拉马、百分表、扭力扳手',
      safety: '办理工作票，隔离电源与介质',
      minutes: 240,
      parts: [
        { name: '机械密封', quantity: 1, unit: '套' },
        { name: '轴承 6308', quantity: 2, unit: '个' },
      ],
      items: [
        { key: 'seal', name: '机械密封更换', check_type: 'done_not_done' },
        { key: 'impeller', name: '叶轮磨损', check_type: 'normal_abnormal' },
        { key: 'clearance', name: '口环间隙', check_type: 'numeric', low: 0.3, high: 0.6, unit: 'mm' },
        { key: 'guard', name: '防护罩', check_type: 'present_absent' },
      ],
    },
    plan: { code: 'JX-P-001', name: '离心泵月度检修', unit: 'month', count: 1, daysBack: 95, route: false, crew: '检修班' },
  },
];

/** A plausible result: mostly normal, every seventh numeric reading out of bounds. */
function demoResult(item: StandardItemValue, deviceId: number, seed: number): TaskResultValue {
  let value: { reading: number | null; ok: boolean | null } = { reading: null, ok: true };
  if (item.check_type === 'numeric') {
    const high = item.high ?? 100;
    const low = item.low ?? 0;
    const reading = seed % 7 === 0 ? Math.round((high * 1.15 + 0.5) * 10) / 10 : Math.round((low + (high - low) * (0.4 + (seed % 5) / 20)) * 100) / 100;
    value = { reading, ok: null };
  }
  return { device_id: deviceId, item_key: item.key, ...value, note: '', abnormal: judge(item, value) };
}

/**
 * The demo's scheduled work for one company: a standard, a plan and its task history per kind. The
 * scheduler itself generates the tasks (the same code as in production); tasks due before today are
 * then completed — most of them on time, most of them checked — so calendars, records and the PM
 * compliance figure show real content.
 */
export async function seedScheduledWork(tx: Database, companyId: number, people: { technician: number; manager: number }, now: number): Promise<number> {
  const nowLocal = localNow(new Date(now));
  const today = nowLocal.slice(0, 10);
  let taskCount = 0;
  for (const demo of DEMO) {
    const [type] = await tx.select({ id: deviceTypes.id }).from(deviceTypes).where(and(eq(deviceTypes.companyId, companyId), eq(deviceTypes.code, demo.typeCode)));
    const pumps = await tx
      .select({ id: devices.id })
      .from(devices)
      .where(type ? and(eq(devices.companyId, companyId), eq(devices.typeId, type.id)) : eq(devices.companyId, companyId))
      .orderBy(asc(devices.id))
      .limit(3);
    if (!pumps.length) continue;
    const [standard] = await tx
      .insert(workStandards)
      .values({ companyId, kind: demo.kind, ...demo.standard, deviceTypeId: type?.id ?? null })
      .returning({ id: workStandards.id });
    if (!standard) continue;
    const startDay = formatLocal((parseLocal(`${today}T08:00`) ?? 0) - demo.plan.daysBack * 86_400_000);
    const startsAt = `${startDay.slice(0, 10)}T08:00`;
    const [plan] = await tx
      .insert(workPlans)
      .values({
        companyId,
        kind: demo.kind,
        code: demo.plan.code,
        name: demo.plan.name,
        standardId: standard.id,
        deviceIds: pumps.map((pump) => pump.id),
        route: demo.plan.route,
        cycleUnit: demo.plan.unit,
        cycleCount: demo.plan.count,
        startsAt,
        assigneeId: people.technician,
        crew: demo.plan.crew,
        leadMinutes: 60,
        nextDueAt: occurrence(startsAt, { unit: demo.plan.unit, count: demo.plan.count }, 0),
      })
      .returning({ id: workPlans.id });
    if (!plan) continue;
    const generated = await generatePlanTasks(tx, plan.id, nowLocal);
    taskCount += generated.generated;
    const past = await tx
      .select()
      .from(workTasks)
      .where(and(inArray(workTasks.id, generated.taskIds.length ? generated.taskIds : [0]), lt(workTasks.dueAt, `${today} 00:00:00`)))
      .orderBy(asc(workTasks.id));
    for (const [index, task] of past.entries()) {
      const results = task.deviceIds.flatMap((deviceId, d) => task.items.map((item, i) => demoResult(item, deviceId, task.id + d * 3 + i)));
      const due = new Date(task.dueAt.replace(' ', 'T'));
      // Most tasks are done in the hour before they fall due; every fourth one two hours late, so the
      // PM compliance figure (completed on time ÷ due) shows real content.
      const late = index % 4 === 3;
      const startedAt = new Date(due.getTime() + (late ? 1 : -2) * 3_600_000);
      const completedAt = new Date(due.getTime() + (late ? 2 : -1) * 3_600_000);
      const checked = index < past.length - 2;
      const checkedAt = new Date(completedAt.getTime() + 3_600_000);
      await tx
        .update(workTasks)
        .set({
          status: checked ? 'checked' : 'completed',
          results,
          abnormalCount: results.filter((result) => result.abnormal).length,
          minutesSpent: demo.standard.minutes * task.deviceIds.length,
          startedAt,
          completedAt,
          checkedAt: checked ? checkedAt : null,
        })
        .where(eq(workTasks.id, task.id));
      const steps = [
        { action: 'accept' as const, fromState: 'assigned' as const, toState: 'accepted' as const, actorId: people.technician },
        { action: 'start' as const, fromState: 'accepted' as const, toState: 'started' as const, actorId: people.technician },
        { action: 'complete' as const, fromState: 'started' as const, toState: 'completed' as const, actorId: people.technician },
        ...(checked ? [{ action: 'pass' as const, fromState: 'completed' as const, toState: 'checked' as const, actorId: people.manager }] : []),
      ];
      await tx.insert(workOrderTransitions).values(
        // Accepted half an hour before starting; the timeline agrees with started_at, completed_at and checked_at.
        steps.map((step, e) => ({ ...step, companyId, kind: WORK_ORDER_KIND[demo.kind], orderId: task.id, assigneeId: people.technician, at: [new Date(startedAt.getTime() - 1_800_000), startedAt, completedAt, checkedAt][e] ?? completedAt })),
      );
    }
  }
  return taskCount;
}
