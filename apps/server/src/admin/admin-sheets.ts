import { eq } from 'drizzle-orm';
import type { Schemas } from '../contract/handler-types';
import type { Database } from '../db/client';
import { regions } from '../db/schema';
import type { Visibility } from '../org/company-scope';
import type { SheetDeclaration } from '../resource/sheets/declaration';
import { auditActionCodec } from './audit-action-codec';
import {
  companyReference,
  departmentReference,
  firstVisible,
  grantCodec,
  regionReference,
  roleReference,
  rolesReference,
  SOURCES,
  userReference,
} from '../resource/sheets/references';

// The files of system administration: the console's field labels, enumerations translated, companies,
// parents, departments, roles and users by name (or username), no internal ids.

export const COMPANY_SHEET: SheetDeclaration<Schemas['CompanyRecord']> = {
  columns: ['id', 'name', 'abbreviation', 'logo', 'contact', 'phone', 'address', 'parent_id', 'status', 'version', 'created_at'],
  labels: { ns: 'company', name: 'companies' },
  values: { status: 'resource:status' },
  references: { parent_id: companyReference },
  example: { name: 'Example Co.', abbreviation: 'EXCO', contact: 'Zhang Wei', phone: '010-12345678', status: 'active' },
};

async function userExample(db: Database, visibility: Visibility) {
  return {
    username: 'zhang_wei',
    name: '张伟',
    role_id: await firstVisible(db, visibility, SOURCES.role),
    department_id: await firstVisible(db, visibility, SOURCES.department),
    phone: '13800000000',
    email: 'zhang.wei@example.com',
    status: 'active',
    password: 'Example-Pass-2025',
  };
}

export const USER_SHEET: SheetDeclaration<Schemas['User']> = {
  columns: ['id', 'username', 'name', 'company_id', 'department_id', 'role_id', 'phone', 'email', 'status', 'avatar', 'version', 'created_at'],
  labels: { ns: 'system', name: 'users' },
  values: { status: 'resource:status' },
  references: { company_id: companyReference, department_id: departmentReference, role_id: roleReference },
  importOnly: ['password'],
  example: userExample,
};

export const ROLE_SHEET: SheetDeclaration<Schemas['Role']> = {
  columns: ['id', 'company_id', 'name', 'description', 'permissions', 'built_in', 'version', 'created_at'],
  labels: { ns: 'system', name: 'roles' },
  values: { permissions: grantCodec },
  references: { company_id: companyReference },
  example: { name: 'Inspector', description: 'Views the device ledger', permissions: ['deviceList:view'] },
};

export const DEPARTMENT_SHEET: SheetDeclaration<Schemas['Department']> = {
  columns: ['id', 'company_id', 'parent_id', 'name', 'leader_user_id', 'sort', 'version', 'created_at'],
  labels: { ns: 'system', name: 'departments' },
  references: { company_id: companyReference, parent_id: departmentReference, leader_user_id: userReference },
  example: { name: 'Maintenance', sort: 1 },
};

export const REGION_SHEET: SheetDeclaration<Schemas['RegionRecord']> = {
  columns: ['id', 'company_id', 'parent_id', 'level', 'title', 'items_i', 'items_option', 'device_sensor_ids', 'version', 'created_at'],
  labels: { ns: 'system', name: 'regions' },
  values: { level: 'system:resources.regions.levels' },
  references: { company_id: companyReference, parent_id: regionReference },
  keep: ['device_sensor_ids'],
  example: async (db, visibility) => ({ title: 'Station 9', level: 3, parent_id: await firstVisible(db, visibility, SOURCES.region, eq(regions.level, 2)) }),
};

export const DISPATCH_RULE_SHEET: SheetDeclaration<Schemas['DispatchRule']> = {
  columns: [
    'id', 'company_id', 'code', 'name', 'work_type', 'device_importance', 'equipment_condition', 'accept_minutes', 'accept_reminders',
    'start_minutes', 'start_reminders', 'check_minutes', 'check_reminders', 'enabled', 'version',
  ],
  labels: { ns: 'system', name: 'dispatchRules' },
  values: {
    work_type: 'system:resources.dispatchRules.workTypes',
    device_importance: 'system:resources.dispatchRules.importance',
    equipment_condition: 'system:resources.dispatchRules.conditions',
  },
  references: { company_id: companyReference },
  example: {
    code: 'R-EXAMPLE', name: 'Repair of A devices, stopped', work_type: 'repair', device_importance: 'A', equipment_condition: 'stopped',
    accept_minutes: 30, accept_reminders: 2, start_minutes: 60, start_reminders: 2, check_minutes: 240, check_reminders: 1, enabled: true,
  },
};

export const ALARM_RULE_SHEET: SheetDeclaration<Schemas['AlarmRule']> = {
  columns: ['id', 'company_id', 'code', 'name', 'sensor_kind', 'level', 'condition', 'threshold', 'threshold_low', 'threshold_high', 'notify_role_ids', 'enabled', 'version'],
  labels: { ns: 'system', name: 'alarmRules' },
  values: { level: 'system:resources.alarmRules.levels', condition: 'system:resources.alarmRules.comparisons' },
  references: { company_id: companyReference, notify_role_ids: rolesReference },
  example: { code: 'A-EXAMPLE', name: 'Temperature above 80', sensor_kind: 'temperature', level: 'alarm', condition: 'gt', threshold: 80, enabled: true },
};

/** The system log's export (it has no import): who by username, the company by name, the action as the log shows it ("User disabled"), the record's id kept. */
export const AUDIT_SHEET: SheetDeclaration<Schemas['AuditEntry']> = {
  columns: ['id', 'at', 'company_id', 'user_id', 'action', 'entity', 'entity_id', 'ip', 'before', 'after', 'hash'],
  labels: { ns: 'system', name: 'audit' },
  values: { entity: 'system:resources.audit.entities', action: auditActionCodec },
  references: { company_id: companyReference, user_id: userReference },
  keep: ['id', 'entity_id'],
};
