import { and, eq, inArray, sql, getTableColumns } from 'drizzle-orm';
import type { Schemas } from '../contract/handler-types';
import { alarmRules, dispatchRules, roles } from '../db/schema';
import { ApiError } from '../http/envelope';
import { canSee } from '../org/company-scope';
import { defineResource, type ResourceWriteContext, type ResourceOperationIds } from '../resource/define-resource';
import type { Services } from '../services';
import { ALARM_RULE_SHEET, DISPATCH_RULE_SHEET } from './admin-sheets';

type DispatchRow = typeof dispatchRules.$inferSelect;
type DispatchInsert = typeof dispatchRules.$inferInsert;
type AlarmRow = typeof alarmRules.$inferSelect;
type AlarmInsert = typeof alarmRules.$inferInsert;

export function toDispatchRule(row: DispatchRow): Schemas['DispatchRule'] {
  return {
    id: row.id,
    company_id: row.companyId,
    code: row.code,
    name: row.name,
    work_type: row.workType,
    device_importance: row.deviceImportance,
    equipment_condition: row.equipmentCondition,
    accept_minutes: row.acceptMinutes,
    accept_reminders: row.acceptReminders,
    start_minutes: row.startMinutes,
    start_reminders: row.startReminders,
    check_minutes: row.checkMinutes,
    check_reminders: row.checkReminders,
    enabled: row.enabled,
    version: row.version,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function toAlarmRule(row: AlarmRow): Schemas['AlarmRule'] {
  return {
    id: row.id,
    company_id: row.companyId,
    code: row.code,
    name: row.name,
    sensor_kind: row.sensorKind,
    level: row.level,
    condition: row.condition,
    threshold: row.threshold,
    threshold_low: row.thresholdLow,
    threshold_high: row.thresholdHigh,
    notify_role_ids: row.notifyRoleIds,
    enabled: row.enabled,
    version: row.version,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

function assertCompany(ctx: ResourceWriteContext, companyId: number | undefined): number {
  if (companyId === undefined || !canSee(ctx.visibility, companyId)) throw ApiError.referenceNotFound('company_id');
  return companyId;
}

/** Work-order dispatch / escalation rules, per company; the contract admits only the platform administrator. */
const DISPATCH_RULE_OPERATIONS = { list: 'listDispatchRules', get: 'getDispatchRule', create: 'createDispatchRule', update: 'updateDispatchRule', delete: 'deleteDispatchRule', export: 'exportDispatchRulesCsv', import: 'importDispatchRulesCsv' } satisfies ResourceOperationIds;

export function dispatchRuleResource(services: Services) {
  return defineResource<DispatchRow, DispatchInsert, Schemas['DispatchRule'], Schemas['DispatchRuleCreate'], Schemas['DispatchRuleUpdate'], typeof DISPATCH_RULE_OPERATIONS>(services, {
    entity: 'dispatch_rule',
    operationIds: DISPATCH_RULE_OPERATIONS,
    store: {
      table: dispatchRules,
      id: dispatchRules.id,
      version: dispatchRules.version,
      select: (db, q) => db.select({ ...getTableColumns(dispatchRules), listTotal: q.total }).from(dispatchRules).where(q.where).orderBy(...q.orderBy).limit(q.limit).offset(q.offset),
      insert: (db, values) => db.insert(dispatchRules).values(values).returning(),
      update: (db, values, where) =>
        db.update(dispatchRules).set({ ...values, version: sql`${dispatchRules.version} + 1`, updatedAt: new Date() }).where(where).returning(),
      remove: (db, where) => db.delete(dispatchRules).where(where).returning(),
    },
    scope: { column: dispatchRules.companyId, subsidiaries: true, companyOf: (row) => row.companyId },
    list: {
      sortable: { id: dispatchRules.id, code: dispatchRules.code, name: dispatchRules.name, created_at: dispatchRules.createdAt },
      defaultSort: '+code',
      filters: { work_type: { column: dispatchRules.workType }, enabled: { column: dispatchRules.enabled } },
      search: [dispatchRules.code, dispatchRules.name],
    },
    toDto: toDispatchRule,
    csv: DISPATCH_RULE_SHEET,
    create: {
      schema: 'DispatchRuleCreate',
      toValues: (input, ctx) => ({
        companyId: input.company_id ?? ctx.auth.companyId,
        code: input.code.trim(),
        name: input.name.trim(),
        workType: input.work_type,
        deviceImportance: input.device_importance,
        equipmentCondition: input.equipment_condition,
        acceptMinutes: input.accept_minutes,
        acceptReminders: input.accept_reminders ?? 0,
        startMinutes: input.start_minutes,
        startReminders: input.start_reminders ?? 0,
        checkMinutes: input.check_minutes,
        checkReminders: input.check_reminders ?? 0,
        enabled: input.enabled ?? true,
      }),
    },
    update: {
      schema: 'DispatchRuleUpdate',
      toValues: (input) => ({
        code: input.code?.trim(),
        name: input.name?.trim(),
        workType: input.work_type,
        deviceImportance: input.device_importance,
        equipmentCondition: input.equipment_condition,
        acceptMinutes: input.accept_minutes,
        acceptReminders: input.accept_reminders,
        startMinutes: input.start_minutes,
        startReminders: input.start_reminders,
        checkMinutes: input.check_minutes,
        checkReminders: input.check_reminders,
        enabled: input.enabled,
      }),
    },
    async validate(ctx, change) {
      const companyId = assertCompany(ctx, change.kind === 'update' ? change.before.companyId : change.values.companyId);
      const code = change.values.code;
      if (code === undefined) return;
      const [taken] = await ctx.tx.select({ id: dispatchRules.id }).from(dispatchRules).where(and(eq(dispatchRules.companyId, companyId), eq(dispatchRules.code, code)));
      if (taken && (change.kind === 'create' || taken.id !== change.before.id)) throw ApiError.field('code', 'validation.taken');
    },
  });
}

/** Sensor alarm rules: gt / lt need threshold; outside needs threshold_low < threshold_high. */
const ALARM_RULE_OPERATIONS = { list: 'listAlarmRules', get: 'getAlarmRule', create: 'createAlarmRule', update: 'updateAlarmRule', delete: 'deleteAlarmRule', export: 'exportAlarmRulesCsv', import: 'importAlarmRulesCsv' } satisfies ResourceOperationIds;

export function alarmRuleResource(services: Services) {
  return defineResource<AlarmRow, AlarmInsert, Schemas['AlarmRule'], Schemas['AlarmRuleCreate'], Schemas['AlarmRuleUpdate'], typeof ALARM_RULE_OPERATIONS>(services, {
    entity: 'alarm_rule',
    operationIds: ALARM_RULE_OPERATIONS,
    store: {
      table: alarmRules,
      id: alarmRules.id,
      version: alarmRules.version,
      select: (db, q) => db.select({ ...getTableColumns(alarmRules), listTotal: q.total }).from(alarmRules).where(q.where).orderBy(...q.orderBy).limit(q.limit).offset(q.offset),
      insert: (db, values) => db.insert(alarmRules).values(values).returning(),
      update: (db, values, where) => db.update(alarmRules).set({ ...values, version: sql`${alarmRules.version} + 1`, updatedAt: new Date() }).where(where).returning(),
      remove: (db, where) => db.delete(alarmRules).where(where).returning(),
    },
    scope: { column: alarmRules.companyId, subsidiaries: true, companyOf: (row) => row.companyId },
    list: {
      sortable: { id: alarmRules.id, code: alarmRules.code, name: alarmRules.name, created_at: alarmRules.createdAt },
      defaultSort: '+code',
      filters: { level: { column: alarmRules.level }, enabled: { column: alarmRules.enabled } },
      search: [alarmRules.code, alarmRules.name, alarmRules.sensorKind],
    },
    toDto: toAlarmRule,
    csv: ALARM_RULE_SHEET,
    create: {
      schema: 'AlarmRuleCreate',
      toValues: (input, ctx) => ({
        companyId: input.company_id ?? ctx.auth.companyId,
        code: input.code.trim(),
        name: input.name.trim(),
        sensorKind: input.sensor_kind.trim(),
        level: input.level,
        condition: input.condition,
        threshold: input.threshold ?? null,
        thresholdLow: input.threshold_low ?? null,
        thresholdHigh: input.threshold_high ?? null,
        notifyRoleIds: input.notify_role_ids ?? [],
        enabled: input.enabled ?? true,
      }),
    },
    update: {
      schema: 'AlarmRuleUpdate',
      toValues: (input) => ({
        code: input.code?.trim(),
        name: input.name?.trim(),
        sensorKind: input.sensor_kind?.trim(),
        level: input.level,
        condition: input.condition,
        threshold: input.threshold,
        thresholdLow: input.threshold_low,
        thresholdHigh: input.threshold_high,
        notifyRoleIds: input.notify_role_ids,
        enabled: input.enabled,
      }),
    },
    async validate(ctx, change) {
      const before = change.kind === 'update' ? change.before : undefined;
      const values = change.values;
      const companyId = assertCompany(ctx, before?.companyId ?? values.companyId);
      const pick = <T>(next: T | undefined, previous: T | undefined): T | undefined => (next === undefined ? previous : next);
      const condition = pick(values.condition, before?.condition);
      const threshold = pick(values.threshold, before?.threshold);
      const low = pick(values.thresholdLow, before?.thresholdLow);
      const high = pick(values.thresholdHigh, before?.thresholdHigh);
      if ((condition === 'gt' || condition === 'lt') && (threshold === null || threshold === undefined)) throw ApiError.field('threshold', 'validation.required');
      if (condition === 'outside') {
        if (low === null || low === undefined) throw ApiError.field('threshold_low', 'validation.required');
        if (high === null || high === undefined) throw ApiError.field('threshold_high', 'validation.required');
        if (high <= low) throw ApiError.field('threshold_high', 'validation.minimum', { limit: low });
      }
      const roleIds = values.notifyRoleIds;
      if (roleIds?.length) {
        const found = await ctx.tx.select({ id: roles.id, companyId: roles.companyId }).from(roles).where(inArray(roles.id, roleIds));
        if (found.length !== roleIds.length || found.some((role) => role.companyId !== companyId)) throw ApiError.referenceNotFound('notify_role_ids');
      }
      if (values.code !== undefined) {
        const [taken] = await ctx.tx.select({ id: alarmRules.id }).from(alarmRules).where(and(eq(alarmRules.companyId, companyId), eq(alarmRules.code, values.code)));
        if (taken && (change.kind === 'create' || taken.id !== change.before.id)) throw ApiError.field('code', 'validation.taken');
      }
    },
  });
}
