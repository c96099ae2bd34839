import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigserial,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

// Millisecond precision: the message poll hands out millisecond time stamps and must not skip or repeat a row.
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date', precision: 3 });
const timestamps = {
  createdAt: at('created_at').notNull().defaultNow(),
  updatedAt: at('updated_at').notNull().defaultNow(),
};

export const recordStatus = pgEnum('record_status', ['active', 'disabled']);
export const messageType = pgEnum('message_type', ['system', 'broadcast', 'alarm', 'workorder', 'approval']);

export const companies = pgTable(
  'companies',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id').references((): AnyPgColumn => companies.id),
    name: text('name').notNull(),
    abbreviation: text('abbreviation').notNull().default(''),
    logo: text('logo').notNull().default(''),
    contact: text('contact').notNull().default(''),
    phone: text('phone').notNull().default(''),
    address: text('address').notNull().default(''),
    status: recordStatus('status').notNull().default('active'),
    /** IANA time zone of the company's local clock (due dates, "today", calendars); null = the server's (TZ). */
    timeZone: text('time_zone'),
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (table) => [
    index('companies_parent_idx').on(table.parentId),
    uniqueIndex('companies_name_key').on(table.name),
    index('companies_created_idx').on(table.createdAt),
  ],
);

export const regions = pgTable(
  'regions',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    // null for a level-1 region (the API answers 0)
    parentId: integer('parent_id').references((): AnyPgColumn => regions.id),
    level: smallint('level').notNull(),
    title: text('title').notNull(),
    itemsI: text('items_i').notNull().default(''),
    itemsOption: text('items_option').notNull().default(''),
    deviceSensorIds: text('device_sensor_ids').notNull().default(''),
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (table) => [
    index('regions_company_level_parent_idx').on(table.companyId, table.level, table.parentId),
    index('regions_parent_idx').on(table.parentId),
    index('regions_company_title_idx').on(table.companyId, table.title),
    check('regions_level_check', sql`${table.level} between 1 and 3`),
  ],
);

export const roles = pgTable(
  'roles',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    permissions: text('permissions').array().notNull().default(sql`'{}'::text[]`),
    // The platform administrator role answers roles ['admin'] and passes every check.
    platformAdmin: boolean('platform_admin').notNull().default(false),
    builtIn: boolean('built_in').notNull().default(false),
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (table) => [uniqueIndex('roles_company_name_key').on(table.companyId, table.name), index('roles_company_created_idx').on(table.companyId, table.createdAt)],
);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id),
    departmentId: integer('department_id').references((): AnyPgColumn => departments.id),
    username: text('username').notNull(),
    name: text('name').notNull().default(''),
    avatar: text('avatar').notNull().default(''),
    phone: text('phone').notNull().default(''),
    email: text('email').notNull().default(''),
    status: recordStatus('status').notNull().default('active'),
    passwordHash: text('password_hash').notNull(),
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('users_username_key').on(table.username),
    index('users_company_idx').on(table.companyId),
    index('users_company_name_idx').on(table.companyId, table.name),
    index('users_company_created_idx').on(table.companyId, table.createdAt),
    index('users_role_idx').on(table.roleId),
    index('users_department_idx').on(table.departmentId),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    // sha256 of the bearer token; the token itself is never stored
    tokenHash: text('token_hash').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    expiresAt: at('expires_at').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    lastSeenAt: at('last_seen_at').notNull().defaultNow(),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    revokedAt: at('revoked_at'),
  },
  (table) => [uniqueIndex('sessions_token_hash_key').on(table.tokenHash), index('sessions_user_idx').on(table.userId)],
);

export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    title: text('title').notNull(),
    content: text('content').notNull().default(''),
    type: messageType('type').notNull(),
    readAt: at('read_at'),
    deletedAt: at('deleted_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [index('messages_user_created_idx').on(table.userId, table.createdAt)],
);

/** The body of a host configuration as the console reads it from /c.bin (without the domain). */
export interface HostConfigBody {
  uri: string;
  code: string;
  name_ii: string;
  /** The platform name per language; a language without one shows `name_ii`. */
  names?: Partial<Record<'zh' | 'en' | 'es' | 'ja', string>>;
  icon: string;
  lpic: string;
  theme: string;
  attach: string;
  release: string;
  modules: { sk: string; name?: string }[];
  encrypt: boolean;
  /** The console titles the region page "customer management" when true. */
  customer_mode?: boolean;
}

export const hostConfigs = pgTable(
  'host_configs',
  {
    id: serial('id').primaryKey(),
    domain: text('domain').notNull(),
    config: jsonb('config').$type<HostConfigBody>().notNull(),
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (table) => [uniqueIndex('host_configs_domain_key').on(table.domain)],
);

/** Append-only (a trigger refuses UPDATE and DELETE); each entry's hash covers the previous entry's hash. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: at('at').notNull(),
    companyId: integer('company_id'),
    userId: integer('user_id'),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: text('ip').notNull().default(''),
    prevHash: text('prev_hash').notNull(),
    hash: text('hash').notNull(),
  },
  (table) => [
    index('audit_log_company_idx').on(table.companyId, table.at),
    index('audit_log_entity_idx').on(table.entity, table.entityId),
    index('audit_log_user_idx').on(table.userId, table.at),
  ],
);

/** The department tree of a company (the spec's "areas"); users belong to at most one department. */
export const departments = pgTable(
  'departments',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    parentId: integer('parent_id').references((): AnyPgColumn => departments.id),
    name: text('name').notNull(),
    leaderUserId: integer('leader_user_id').references((): AnyPgColumn => users.id),
    sort: integer('sort').notNull().default(0),
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (table) => [
    index('departments_company_sort_idx').on(table.companyId, table.sort),
    index('departments_company_name_idx').on(table.companyId, table.name),
    index('departments_parent_idx').on(table.parentId),
  ],
);

export const approvalKind = pgEnum('approval_kind', ['transfer', 'purchase', 'vehicle', 'correction', 'other', 'spare_pick']);
export const approvalStatus = pgEnum('approval_status', ['pending', 'approved', 'rejected', 'withdrawn']);

export interface ApprovalStep {
  step: number;
  approver_id: number;
  decision: 'pending' | 'approved' | 'rejected' | 'skipped';
  comment: string;
  decided_at: string | null;
}

/** A request that sequential approvers decide; steps live in the row, the current approver is indexed. */
export const approvals = pgTable(
  'approvals',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    kind: approvalKind('kind').notNull(),
    applicantId: integer('applicant_id')
      .notNull()
      .references(() => users.id),
    subject: text('subject').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    status: approvalStatus('status').notNull().default('pending'),
    steps: jsonb('steps').$type<ApprovalStep[]>().notNull(),
    currentStep: integer('current_step').notNull().default(1),
    // null once decided or withdrawn
    currentApproverId: integer('current_approver_id').references((): AnyPgColumn => users.id),
    decidedAt: at('decided_at'),
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (table) => [
    index('approvals_company_created_idx').on(table.companyId, table.createdAt),
    index('approvals_applicant_idx').on(table.applicantId, table.createdAt),
    index('approvals_current_approver_idx').on(table.currentApproverId),
  ],
);

export const workType = pgEnum('work_type', ['inspection', 'maintenance', 'repair', 'lubrication', 'calibration']);
export const deviceImportance = pgEnum('device_importance', ['A', 'B', 'C']);
export const equipmentCondition = pgEnum('equipment_condition', ['stopped', 'running']);

/** Work-order dispatch and escalation rules (minutes allowed per stage, reminders per stage). */
export const dispatchRules = pgTable(
  'dispatch_rules',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    code: text('code').notNull(),
    name: text('name').notNull(),
    workType: workType('work_type').notNull(),
    deviceImportance: deviceImportance('device_importance').notNull(),
    equipmentCondition: equipmentCondition('equipment_condition').notNull(),
    acceptMinutes: integer('accept_minutes').notNull(),
    acceptReminders: integer('accept_reminders').notNull().default(0),
    startMinutes: integer('start_minutes').notNull(),
    startReminders: integer('start_reminders').notNull().default(0),
    checkMinutes: integer('check_minutes').notNull(),
    checkReminders: integer('check_reminders').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (table) => [uniqueIndex('dispatch_rules_company_code_key').on(table.companyId, table.code)],
);

export const alarmLevel = pgEnum('alarm_level', ['warning', 'alarm']);
export const alarmCondition = pgEnum('alarm_condition', ['gt', 'lt', 'outside']);

/** Sensor alarm rules: gt/lt compare with threshold, outside with threshold_low..threshold_high. */
export const alarmRules = pgTable(
  'alarm_rules',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    code: text('code').notNull(),
    name: text('name').notNull(),
    sensorKind: text('sensor_kind').notNull(),
    level: alarmLevel('level').notNull(),
    condition: alarmCondition('condition').notNull(),
    threshold: doublePrecision('threshold'),
    thresholdLow: doublePrecision('threshold_low'),
    thresholdHigh: doublePrecision('threshold_high'),
    notifyRoleIds: integer('notify_role_ids').array().notNull().default(sql`'{}'::integer[]`),
    enabled: boolean('enabled').notNull().default(true),
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (table) => [uniqueIndex('alarm_rules_company_code_key').on(table.companyId, table.code)],
);

export const correctionStatus = pgEnum('correction_status', ['pending', 'applied', 'rejected', 'withdrawn']);

/** A request to change one field of a confirmed record; applied when its approval is approved. */
export const corrections = pgTable(
  'corrections',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    requesterId: integer('requester_id')
      .notNull()
      .references(() => users.id),
    entity: text('entity').notNull(),
    entityId: integer('entity_id').notNull(),
    field: text('field').notNull(),
    oldValue: text('old_value').notNull(),
    newValue: text('new_value').notNull(),
    reason: text('reason').notNull(),
    status: correctionStatus('status').notNull().default('pending'),
    approvalId: integer('approval_id').references(() => approvals.id),
    appliedAt: at('applied_at'),
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (table) => [index('corrections_company_created_idx').on(table.companyId, table.createdAt), index('corrections_approval_idx').on(table.approvalId)],
);

// ---------------------------------------------------------------------------------------------
// Device ledger: types, devices, sensors, special equipment, device events (O&M history).

export const deviceStatus = pgEnum('device_status', ['in_use', 'standby', 'under_repair', 'scrapped']);
export const sensorKind = pgEnum('sensor_kind', ['temperature', 'humidity', 'pressure', 'vibration', 'current', 'voltage', 'level', 'flow', 'speed', 'other']);
export const specialEquipmentCategory = pgEnum('special_equipment_category', [
  'pressure_vessel',
  'boiler',
  'lift',
  'crane',
  'pressure_piping',
  'forklift',
  'other',
]);
export const deviceEventKind = pgEnum('device_event_kind', ['created', 'status_changed', 'moved', 'fault_report', 'work_order', 'task']);

/** One extra field that devices of a type (and of its subtypes) carry in `attributes`. */
export interface TemplateField {
  key: string;
  name: string;
  kind: 'text' | 'number' | 'date' | 'choice';
  unit?: string;
  options?: string[];
  required: boolean;
}

/**
 * A photo or document of a device: a file of the platform file store (`file_id`, read at
 * /api/files/<file_id>). Entries written before the store named DATA_DIR/uploads/<stored name> in `url`
 * and have no `file_id`; src/files/migrate-device-uploads.ts moves them onto the store at start.
 */
export interface DeviceFile {
  id: string;
  file_id?: number;
  name: string;
  url: string;
  size: number;
  content_type: string;
  kind: 'photo' | 'document';
  uploaded_at: string;
  uploaded_by: number;
}

/** The device type tree of a company; `template` lists the type's own attribute fields (subtypes inherit). */
export const deviceTypes = pgTable(
  'device_types',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    parentId: integer('parent_id').references((): AnyPgColumn => deviceTypes.id),
    code: text('code').notNull(),
    name: text('name').notNull(),
    template: jsonb('template').$type<TemplateField[]>().notNull().default([]),
    remark: text('remark').notNull().default(''),
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('device_types_company_code_key').on(table.companyId, table.code),
    index('device_types_company_name_idx').on(table.companyId, table.name, table.id),
    index('device_types_parent_idx').on(table.parentId),
  ],
);

/**
 * The ledger. `unit_id` and `region_id` are the station's ancestors, written with the station (and
 * kept by a trigger when a station or unit moves), so the filter box's scope is an index lookup.
 * `search_text` / `search_grams` (generated) serve the keyword: name and model by 2- and 3-grams (GIN),
 * the code by prefix (expression index on lower(code)). device_counts (trigger-maintained) answers totals.
 */
export const devices = pgTable(
  'devices',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    code: text('code').notNull(),
    name: text('name').notNull(),
    typeId: integer('type_id')
      .notNull()
      .references(() => deviceTypes.id),
    model: text('model').notNull().default(''),
    manufacturer: text('manufacturer').notNull().default(''),
    serialNumber: text('serial_number').notNull().default(''),
    stationId: integer('station_id')
      .notNull()
      .references(() => regions.id),
    unitId: integer('unit_id').notNull(),
    regionId: integer('region_id').notNull(),
    location: text('location').notNull().default(''),
    importance: deviceImportance('importance').notNull().default('C'),
    status: deviceStatus('status').notNull().default('in_use'),
    commissionedOn: date('commissioned_on', { mode: 'string' }),
    warrantyUntil: date('warranty_until', { mode: 'string' }),
    parentId: integer('parent_id').references((): AnyPgColumn => devices.id),
    attributes: jsonb('attributes').$type<Record<string, string | number>>().notNull().default({}),
    files: jsonb('files').$type<DeviceFile[]>().notNull().default([]),
    // Kept by triggers on devices (parent_id) and device_sensors: the list answers them without counting.
    childCount: integer('child_count').notNull().default(0),
    sensorCount: integer('sensor_count').notNull().default(0),
    // The name's pinyin is kept in search_pinyin (src/search/pinyin-index.ts), as for every searched name.
    searchText: text('search_text').generatedAlwaysAs(sql`lower(name || ' ' || model)`),
    searchGrams: text('search_grams')
      .array()
      .generatedAlwaysAs(sql`om_grams(name || ' ' || model)`),
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('devices_company_code_key').on(table.companyId, table.code),
    index('devices_company_name_idx').on(table.companyId, table.name, table.id),
    index('devices_company_model_idx').on(table.companyId, table.model, table.id),
    index('devices_company_manufacturer_idx').on(table.companyId, table.manufacturer, table.id),
    index('devices_company_serial_idx').on(table.companyId, table.serialNumber, table.id),
    index('devices_company_type_idx').on(table.companyId, table.typeId, table.id),
    index('devices_company_station_idx').on(table.companyId, table.stationId, table.id),
    index('devices_company_location_idx').on(table.companyId, table.location, table.id),
    index('devices_company_importance_idx').on(table.companyId, table.importance, table.id),
    index('devices_company_status_idx').on(table.companyId, table.status, table.id),
    index('devices_company_commissioned_idx').on(table.companyId, table.commissionedOn, table.id),
    index('devices_company_warranty_idx').on(table.companyId, table.warrantyUntil, table.id),
    index('devices_company_created_idx').on(table.companyId, table.createdAt, table.id),
    index('devices_company_updated_idx').on(table.companyId, table.updatedAt, table.id),
    index('devices_region_idx').on(table.regionId),
    index('devices_unit_idx').on(table.unitId),
    index('devices_parent_idx').on(table.parentId),
    index('devices_company_parent_idx').on(table.companyId, table.parentId, table.id),
    index('devices_code_prefix_idx').using('btree', sql`lower(${table.code}) text_pattern_ops`),
    // No pending list: PGlite has no autovacuum to merge it, and every search would scan it.
    index('devices_search_grams_idx').using('gin', table.searchGrams).with({ fastupdate: 'off' }),
  ],
);

/**
 * Device totals per company × region × unit × station × type × status × importance, maintained by
 * statement triggers on devices: the list total and the summary figures without count(*).
 */
export const deviceCounts = pgTable(
  'device_counts',
  {
    companyId: integer('company_id').notNull(),
    regionId: integer('region_id').notNull(),
    unitId: integer('unit_id').notNull(),
    stationId: integer('station_id').notNull(),
    typeId: integer('type_id').notNull(),
    status: deviceStatus('status').notNull(),
    importance: deviceImportance('importance').notNull(),
    n: integer('n').notNull(),
  },
  (table) => [
    primaryKey({
      name: 'device_counts_pkey',
      columns: [table.companyId, table.regionId, table.unitId, table.stationId, table.typeId, table.status, table.importance],
    }),
  ],
);

/** Sensors of a device: thresholds alarm_low ≤ warn_low ≤ warn_high ≤ alarm_high (each optional). */
export const deviceSensors = pgTable(
  'device_sensors',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    deviceId: integer('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    name: text('name').notNull(),
    unit: text('unit').notNull().default(''),
    kind: sensorKind('kind').notNull().default('other'),
    warnLow: doublePrecision('warn_low'),
    warnHigh: doublePrecision('warn_high'),
    alarmLow: doublePrecision('alarm_low'),
    alarmHigh: doublePrecision('alarm_high'),
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (table) => [uniqueIndex('device_sensors_device_key_key').on(table.deviceId, table.key), index('device_sensors_company_idx').on(table.companyId, table.id)],
);

/** Special (statutorily inspected) equipment: one row per certificate of a device. */
export const specialEquipment = pgTable(
  'special_equipment',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    deviceId: integer('device_id')
      .notNull()
      .references(() => devices.id),
    category: specialEquipmentCategory('category').notNull(),
    certificateNo: text('certificate_no').notNull().default(''),
    inspectingBody: text('inspecting_body').notNull().default(''),
    lastInspectedOn: date('last_inspected_on', { mode: 'string' }),
    nextInspectionOn: date('next_inspection_on', { mode: 'string' }).notNull(),
    responsibleUserIds: integer('responsible_user_ids').array().notNull().default(sql`'{}'::integer[]`),
    remark: text('remark').notNull().default(''),
    // The server-local day the due reminder was last sent (once per day per row).
    lastNotifiedOn: date('last_notified_on', { mode: 'string' }),
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (table) => [
    index('special_equipment_company_next_idx').on(table.companyId, table.nextInspectionOn, table.id),
    index('special_equipment_company_category_idx').on(table.companyId, table.category, table.id),
    index('special_equipment_company_certificate_idx').on(table.companyId, table.certificateNo, table.id),
    index('special_equipment_company_last_idx').on(table.companyId, table.lastInspectedOn, table.id),
    index('special_equipment_company_created_idx').on(table.companyId, table.createdAt, table.id),
    index('special_equipment_next_idx').on(table.nextInspectionOn),
    index('special_equipment_device_idx').on(table.deviceId),
  ],
);

/**
 * The O&M history of a device: its own lifecycle (created, status changes, moves, fault reports) and
 * the work orders and tasks later modules attach (`kind` work_order / task with `ref_id`).
 */
export const deviceEvents = pgTable(
  'device_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    deviceId: integer('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    kind: deviceEventKind('kind').notNull(),
    refId: integer('ref_id'),
    title: text('title').notNull(),
    status: text('status').notNull().default(''),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    userId: integer('user_id'),
    at: at('at').notNull().defaultNow(),
  },
  (table) => [index('device_events_device_at_idx').on(table.deviceId, table.at, table.id)],
);

// ── Work orders: the lifecycle shared by repair, inspection, maintenance and overhaul (apps/server/src/work-orders/lifecycle.ts) ──

export const workOrderKind = pgEnum('work_order_kind', ['repair', 'inspection', 'maintenance', 'overhaul']);
export const workOrderState = pgEnum('work_order_state', ['created', 'assigned', 'accepted', 'started', 'completed', 'checked', 'closed']);
export const workOrderAction = pgEnum('work_order_action', ['create', 'assign', 'return', 'accept', 'start', 'complete', 'pass', 'fail', 'close']);

/** Every transition of every work order, append-only: who, when, why, from which state to which. */
export const workOrderTransitions = pgTable(
  'work_order_transitions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    kind: workOrderKind('kind').notNull(),
    orderId: integer('order_id').notNull(),
    action: workOrderAction('action').notNull(),
    fromState: workOrderState('from_state'),
    toState: workOrderState('to_state').notNull(),
    actorId: integer('actor_id').references(() => users.id),
    /** The assignee after the transition (set by assign, cleared by return). */
    assigneeId: integer('assignee_id').references(() => users.id),
    reason: text('reason').notNull().default(''),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    at: at('at').notNull().defaultNow(),
  },
  (table) => [
    index('work_order_transitions_order_idx').on(table.kind, table.orderId, table.id),
    index('work_order_transitions_company_at_idx').on(table.companyId, table.at),
  ],
);

// ── The hazard & fault pool and repair work orders (apps/server/src/repair, docs/repair.md) ──

export const faultSeverity = pgEnum('fault_severity', ['low', 'medium', 'high', 'critical']);
export const faultSource = pgEnum('fault_source', ['device_report', 'manual', 'inspection', 'sensor_alarm']);
export const faultStatus = pgEnum('fault_status', ['open', 'confirmed', 'in_work_order', 'resolved', 'rejected']);

export interface StoredPhoto {
  id: string;
  /** The stored_files row (absent on photos from before the file store until migrateRepairPhotos moves them). */
  fileId?: number;
  name: string;
  url: string;
  size: number;
  uploadedAt: string;
}
export interface LabourEntry {
  userId: number;
  hours: number;
}
export interface PartUsedEntry {
  partId: number;
  name: string;
  quantity: number;
  unit: string;
  /** Parts of the spare-parts stores (partId > 0): where they are taken from, and the stock-out that took them. */
  warehouseId?: number;
  locationId?: number;
  batch?: string;
  stockOutId?: number;
  /** "warehouse / location" for display. */
  place?: string;
}

/** The fault-code dictionary of a company: what kind of fault it is, optionally per device type. */
export const faultCodes = pgTable(
  'fault_codes',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    code: text('code').notNull(),
    name: text('name').notNull(),
    deviceTypeId: integer('device_type_id').references(() => deviceTypes.id),
    severity: faultSeverity('severity').notNull().default('medium'),
    remark: text('remark').notNull().default(''),
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('fault_codes_company_code_key').on(table.companyId, table.code),
    index('fault_codes_company_name_idx').on(table.companyId, table.name, table.id),
    index('fault_codes_company_type_idx').on(table.companyId, table.deviceTypeId),
  ],
);

/**
 * One hazard or fault of the pool. Repeated reports of an active fault (open, confirmed, in a work
 * order) of the same device and code are merged into it (count, last seen): the partial unique index
 * on (device_id, code_key) makes that hold under concurrent reports too (insert … on conflict).
 */
export const faults = pgTable(
  'faults',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    deviceId: integer('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    stationId: integer('station_id').notNull(),
    unitId: integer('unit_id').notNull(),
    regionId: integer('region_id').notNull(),
    faultCodeId: integer('fault_code_id').references(() => faultCodes.id),
    /** fault_code_id or 0: the merge key with device_id. */
    codeKey: integer('code_key').notNull().default(0),
    description: text('description').notNull(),
    severity: faultSeverity('severity').notNull().default('medium'),
    source: faultSource('source').notNull(),
    status: faultStatus('status').notNull().default('open'),
    count: integer('count').notNull().default(1),
    firstSeenAt: at('first_seen_at').notNull().defaultNow(),
    lastSeenAt: at('last_seen_at').notNull().defaultNow(),
    reporterId: integer('reporter_id').references(() => users.id),
    photos: jsonb('photos').$type<StoredPhoto[]>().notNull().default([]),
    workOrderId: integer('work_order_id'),
    reason: text('reason').notNull().default(''),
    resolvedAt: at('resolved_at'),
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('faults_active_key')
      .on(table.deviceId, table.codeKey)
      .where(sql`status in ('open', 'confirmed', 'in_work_order')`),
    index('faults_company_last_seen_idx').on(table.companyId, table.lastSeenAt, table.id),
    index('faults_company_first_seen_idx').on(table.companyId, table.firstSeenAt, table.id),
    index('faults_company_status_idx').on(table.companyId, table.status, table.id),
    index('faults_company_station_idx').on(table.companyId, table.stationId, table.id),
    index('faults_device_idx').on(table.deviceId, table.firstSeenAt),
    index('faults_work_order_idx').on(table.workOrderId),
  ],
);

/** A repair work order on the shared lifecycle (apps/server/src/work-orders/lifecycle.ts). */
export const repairOrders = pgTable(
  'repair_orders',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    code: text('code').notNull(),
    deviceId: integer('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    stationId: integer('station_id').notNull(),
    unitId: integer('unit_id').notNull(),
    regionId: integer('region_id').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    severity: faultSeverity('severity').notNull().default('medium'),
    equipmentCondition: equipmentCondition('equipment_condition').notNull().default('running'),
    state: workOrderState('state').notNull().default('created'),
    assigneeId: integer('assignee_id').references(() => users.id),
    dispatchRuleId: integer('dispatch_rule_id').references(() => dispatchRules.id, { onDelete: 'set null' }),
    reportedAt: at('reported_at').notNull().defaultNow(),
    acceptDueAt: at('accept_due_at'),
    startDueAt: at('start_due_at'),
    checkDueAt: at('check_due_at'),
    /** Reminders sent for the current deadline (reset when the step changes). */
    remindersSent: integer('reminders_sent').notNull().default(0),
    escalatedAt: at('escalated_at'),
    acceptedAt: at('accepted_at'),
    startedAt: at('started_at'),
    completedAt: at('completed_at'),
    checkedAt: at('checked_at'),
    closedAt: at('closed_at'),
    checkerId: integer('checker_id').references(() => users.id),
    cause: text('cause').notNull().default(''),
    actionTaken: text('action_taken').notNull().default(''),
    downtimeStart: at('downtime_start'),
    downtimeEnd: at('downtime_end'),
    labour: jsonb('labour').$type<LabourEntry[]>().notNull().default([]),
    partsUsed: jsonb('parts_used').$type<PartUsedEntry[]>().notNull().default([]),
    photosBefore: jsonb('photos_before').$type<StoredPhoto[]>().notNull().default([]),
    photosAfter: jsonb('photos_after').$type<StoredPhoto[]>().notNull().default([]),
    /** The device's status before the repair started (restored when the order is checked or closed). */
    deviceStatusBefore: deviceStatus('device_status_before'),
    createdBy: integer('created_by').references(() => users.id),
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('repair_orders_company_code_key').on(table.companyId, table.code),
    index('repair_orders_company_created_idx').on(table.companyId, table.createdAt, table.id),
    index('repair_orders_company_reported_idx').on(table.companyId, table.reportedAt, table.id),
    index('repair_orders_company_state_idx').on(table.companyId, table.state, table.id),
    index('repair_orders_company_station_idx').on(table.companyId, table.stationId, table.id),
    index('repair_orders_company_completed_idx').on(table.companyId, table.completedAt),
    index('repair_orders_assignee_state_idx').on(table.assigneeId, table.state),
    index('repair_orders_device_idx').on(table.deviceId, table.completedAt),
    index('repair_orders_open_due_idx')
      .on(table.acceptDueAt, table.startDueAt, table.checkDueAt)
      .where(sql`state in ('created', 'assigned', 'accepted', 'completed')`),
  ],
);

// Inspection, maintenance and overhaul (src/scheduled-work).
export * from './scheduled-work-schema';

// Running imports and their progress (src/resource/sheets).
export * from './sheets-schema';

// Deleted records kept for their undo (src/resource/restore).
export * from './restore-schema';

// The pinyin search keys of the searched names (src/search/pinyin-index.ts).
export * from './search-schema';
