import { sql } from 'drizzle-orm';
import { boolean, check, doublePrecision, index, integer, jsonb, pgEnum, pgTable, serial, text, timestamp, date, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies, devices, deviceTypes, dispatchRules, repairOrders, users } from './schema';

// Inspection, maintenance and overhaul: one engine, `kind` tells them apart (see src/scheduled-work).
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date', precision: 3 });
const timestamps = {
  createdAt: at('created_at').notNull().defaultNow(),
  updatedAt: at('updated_at').notNull().defaultNow(),
};
/** A wall-clock time of the company's time zone (no offset): cycles are calendar arithmetic on it. */
const localTime = (name: string) => timestamp(name, { withTimezone: false, mode: 'string', precision: 0 });

export const scheduleKind = pgEnum('schedule_kind', ['inspection', 'maintain', 'overhaul']);
export const cycleUnit = pgEnum('cycle_unit', ['hour', 'shift', 'day', 'week', 'month', 'year']);
export const planStatus = pgEnum('plan_status', ['active', 'paused', 'ended']);
export const taskStatus = pgEnum('task_status', ['created', 'assigned', 'accepted', 'started', 'completed', 'checked', 'closed']);

export interface StandardItemValue {
  key: string;
  name: string;
  check_type: 'present_absent' | 'normal_abnormal' | 'done_not_done' | 'pass_fail' | 'numeric';
  low?: number | null;
  high?: number | null;
  unit?: string;
  method?: string;
}
export interface StandardPartValue {
  name: string;
  quantity: number;
  unit?: string;
}
/** One line of parts used on a task: booked as a confirmed stock-out of the spare-parts module. */
export interface TaskPartUseValue {
  document_id: number;
  document_code: string;
  part_id: number;
  part_code: string;
  part_name: string;
  unit: string;
  warehouse_id: number;
  location_id: number;
  quantity: number;
  used_at: string;
  used_by: number;
}
export interface TaskResultValue {
  device_id: number;
  item_key: string;
  reading: number | null;
  ok: boolean | null;
  note: string;
  abnormal: boolean;
}

/** A checklist for one kind of scheduled work; `revision` grows when a checklist that ran changes. */
export const workStandards = pgTable(
  'work_standards',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    kind: scheduleKind('kind').notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    deviceTypeId: integer('device_type_id').references(() => deviceTypes.id),
    items: jsonb('items').$type<StandardItemValue[]>().notNull(),
    tools: text('tools').notNull().default(''),
    safety: text('safety').notNull().default(''),
    minutes: integer('minutes').notNull().default(0),
    parts: jsonb('parts').$type<StandardPartValue[]>().notNull().default([]),
    remark: text('remark').notNull().default(''),
    revision: integer('revision').notNull().default(1),
    /** Whether a task was generated on the current revision (its next checklist change starts a new one). */
    revisionUsed: boolean('revision_used').notNull().default(false),
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('work_standards_company_kind_code_key').on(table.companyId, table.kind, table.code),
    index('work_standards_company_kind_name_idx').on(table.companyId, table.kind, table.name, table.id),
    index('work_standards_company_kind_updated_idx').on(table.companyId, table.kind, table.updatedAt, table.id),
  ],
);

/** Devices (or a route through them) + a standard + a cycle; the scheduler generates its tasks. */
export const workPlans = pgTable(
  'work_plans',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    kind: scheduleKind('kind').notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    standardId: integer('standard_id')
      .notNull()
      .references(() => workStandards.id),
    deviceIds: integer('device_ids').array().notNull(),
    route: boolean('route').notNull().default(false),
    cycleUnit: cycleUnit('cycle_unit').notNull(),
    cycleCount: integer('cycle_count').notNull(),
    startsAt: localTime('starts_at').notNull(),
    endsOn: date('ends_on', { mode: 'string' }),
    assigneeId: integer('assignee_id').references(() => users.id),
    crew: text('crew').notNull().default(''),
    leadMinutes: integer('lead_minutes').notNull().default(0),
    status: planStatus('status').notNull().default('active'),
    /** The index (0 = starts_at) of the next occurrence not generated yet. */
    nextIndex: integer('next_index').notNull().default(0),
    /** Its due time; null when the plan has no more (ended, or past ends_on). */
    nextDueAt: localTime('next_due_at'),
    /**
     * A meter trigger beside the time cycle (whichever comes first): the key of a sensor every device
     * of the plan has (running hours, a counter) and the step between thresholds; null = none.
     */
    meterSensorKey: text('meter_sensor_key'),
    meterStep: doublePrecision('meter_step'),
    /** Per device id, the reading at which its next meter task falls due. */
    meterNext: jsonb('meter_next').$type<Record<string, number>>().notNull().default({}),
    remark: text('remark').notNull().default(''),
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('work_plans_company_kind_code_key').on(table.companyId, table.kind, table.code),
    index('work_plans_company_kind_name_idx').on(table.companyId, table.kind, table.name, table.id),
    index('work_plans_company_kind_next_idx').on(table.companyId, table.kind, table.nextDueAt, table.id),
    index('work_plans_company_kind_updated_idx').on(table.companyId, table.kind, table.updatedAt, table.id),
    index('work_plans_due_idx').on(table.nextDueAt).where(sql`${table.status} = 'active'`),
    index('work_plans_standard_idx').on(table.standardId),
    check('work_plans_cycle_count_check', sql`${table.cycleCount} > 0`),
    check('work_plans_meter_check', sql`(${table.meterSensorKey} is null) = (${table.meterStep} is null) and (${table.meterStep} is null or ${table.meterStep} > 0)`),
    index('work_plans_meter_idx').on(table.meterSensorKey).where(sql`${table.meterSensorKey} is not null and ${table.status} = 'active'`),
  ],
);

/**
 * A generated task. `(plan_id, due_at, device_key)` is unique — the scheduler inserts with
 * ON CONFLICT DO NOTHING, so restarts and concurrent generators never make one twice. `device_key`
 * is 0 for a route task (all the plan's devices), else the one device's id.
 */
export const workTasks = pgTable(
  'work_tasks',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    kind: scheduleKind('kind').notNull(),
    code: text('code').notNull(),
    planId: integer('plan_id')
      .notNull()
      .references(() => workPlans.id),
    deviceKey: integer('device_key').notNull(),
    standardId: integer('standard_id')
      .notNull()
      .references(() => workStandards.id),
    standardRevision: integer('standard_revision').notNull(),
    items: jsonb('items').$type<StandardItemValue[]>().notNull(),
    deviceIds: integer('device_ids').array().notNull(),
    dueAt: localTime('due_at').notNull(),
    status: taskStatus('status').notNull().default('created'),
    assigneeId: integer('assignee_id').references(() => users.id),
    crew: text('crew').notNull().default(''),
    results: jsonb('results').$type<TaskResultValue[]>().notNull().default([]),
    abnormalCount: integer('abnormal_count').notNull().default(0),
    minutesSpent: integer('minutes_spent').notNull().default(0),
    partsUsed: jsonb('parts_used').$type<TaskPartUseValue[]>().notNull().default([]),
    /** The occurrence's due time as generated (the unique key); `due_at` moves when the task is rescheduled. */
    plannedDueAt: localTime('planned_due_at').notNull(),
    /** The dispatch rule of /system/rules that set the deadlines (null: none matched). */
    dispatchRuleId: integer('dispatch_rule_id').references(() => dispatchRules.id, { onDelete: 'set null' }),
    acceptDueAt: at('accept_due_at'),
    startDueAt: at('start_due_at'),
    completeDueAt: at('complete_due_at'),
    remindersSent: integer('reminders_sent').notNull().default(0),
    escalatedAt: at('escalated_at'),
    remark: text('remark').notNull().default(''),
    closeReason: text('close_reason').notNull().default(''),
    startedAt: at('started_at'),
    completedAt: at('completed_at'),
    checkedAt: at('checked_at'),
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('work_tasks_plan_planned_device_key').on(table.planId, table.plannedDueAt, table.deviceKey),
    index('work_tasks_company_kind_due_idx').on(table.companyId, table.kind, table.dueAt, table.id),
    index('work_tasks_company_kind_status_idx').on(table.companyId, table.kind, table.status, table.dueAt),
    index('work_tasks_company_kind_code_idx').on(table.companyId, table.kind, table.code, table.id),
    index('work_tasks_company_kind_completed_idx').on(table.companyId, table.kind, table.completedAt, table.id),
    // PM compliance (the list pages, the dashboard, the wallboard's 30-second poll): tasks of a period by their planned due time.
    index('work_tasks_company_kind_planned_due_idx').on(table.companyId, table.kind, table.plannedDueAt),
    index('work_tasks_assignee_idx').on(table.assigneeId, table.status),
    // The task list's default sort for a scope of every company (no company_id condition) and, partial,
    // for the open tasks: a page is the first 20 entries of an index, never a sort of every match.
    index('work_tasks_kind_due_idx').on(table.kind, table.dueAt, table.id),
    index('work_tasks_kind_open_due_idx').on(table.kind, table.dueAt, table.id).where(sql`${table.status} in ('created', 'assigned', 'accepted', 'started')`),
    index('work_tasks_company_kind_open_due_idx')
      .on(table.companyId, table.kind, table.dueAt, table.id)
      .where(sql`${table.status} in ('created', 'assigned', 'accepted', 'started')`),
    index('work_tasks_deadlines_idx')
      .on(table.acceptDueAt, table.startDueAt, table.completeDueAt)
      .where(sql`${table.dispatchRuleId} is not null and ${table.status} in ('assigned', 'accepted', 'started')`),
  ],
);

/**
 * A repair work order raised from one abnormal result (device × item) of a task: the link both ways
 * (the task page shows the order, the order shows where it came from). Unique per (task, device, item),
 * so raising it again answers the existing order.
 */
export const workTaskRepairOrders = pgTable(
  'work_task_repair_orders',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    kind: scheduleKind('kind').notNull(),
    taskId: integer('task_id')
      .notNull()
      .references(() => workTasks.id, { onDelete: 'cascade' }),
    deviceId: integer('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    itemKey: text('item_key').notNull(),
    repairOrderId: integer('repair_order_id')
      .notNull()
      .references(() => repairOrders.id, { onDelete: 'cascade' }),
    createdBy: integer('created_by').references(() => users.id),
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('work_task_repair_orders_result_key').on(table.taskId, table.deviceId, table.itemKey),
    index('work_task_repair_orders_order_idx').on(table.repairOrderId),
    index('work_task_repair_orders_company_idx').on(table.companyId, table.createdAt),
  ],
);
