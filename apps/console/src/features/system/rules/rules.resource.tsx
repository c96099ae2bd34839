import {
  ALARM_RULE_CONDITION_VALUES, ALARM_RULE_LEVEL_VALUES, DISPATCH_RULE_DEVICE_IMPORTANCE_VALUES, DISPATCH_RULE_EQUIPMENT_CONDITION_VALUES, WORK_TYPE_VALUES,
  QUERY_VALUES,
  exportAlarmRulesCsv, exportDispatchRulesCsv, useCreateAlarmRuleMutation, useCreateDispatchRuleMutation, useDeleteAlarmRuleMutation,
  useDeleteDispatchRuleMutation, useGetAlarmRuleQuery, useGetDispatchRuleQuery, useImportAlarmRulesCsvMutation, useImportDispatchRulesCsvMutation,
  useListAlarmRulesQuery, useListDispatchRulesQuery, useUpdateAlarmRuleMutation, useUpdateDispatchRuleMutation,
  type AlarmRuleCreate, type AlarmRuleListQuery, type AlarmRuleRecord, type AlarmRuleUpdate,
  type DispatchRuleCreate, type DispatchRuleListQuery, type DispatchRuleRecord, type DispatchRuleUpdate,
} from '@om/api';
import { YesNo, defineResource, filtersFor, useRoleLookup, type FieldDef, type FormValues } from '../../../shared/resource';
import { alarmRulesMeta, dispatchRulesMeta } from '../meta';

const BOOLEANS = [true, false] as const;

const choices = (values: readonly string[], key: (value: string) => string) => values.map((value) => ({ value, label: key(value) }));
const workTypeKey = (value: string) => `resources.dispatchRules.workTypes.${value}`;
const conditionKey = (value: string) => `resources.dispatchRules.conditions.${value}`;
const levelKey = (value: string) => `resources.alarmRules.levels.${value}`;
const comparisonKey = (value: string) => `resources.alarmRules.comparisons.${value}`;
const yesNoKey = (value: boolean) => (value ? 'resource:yes' : 'resource:no');

const minutes = (name: string): FieldDef => ({ name, kind: 'number', rules: { required: true, integer: true, min: 1, max: 525600 } });
const reminders = (name: string): FieldDef => ({ name, kind: 'number', initial: '0', rules: { integer: true, min: 0, max: 20 } });
const code: FieldDef = { name: 'code', kind: 'text', rules: { required: true, maxLength: 32 } };
const name: FieldDef = { name: 'name', kind: 'text', rules: { required: true, maxLength: 100 } };
const enabled: FieldDef = { name: 'enabled', kind: 'switch', initial: true };

const d = filtersFor<DispatchRuleListQuery>();

export const dispatchRules = defineResource<DispatchRuleRecord, DispatchRuleListQuery, DispatchRuleCreate, DispatchRuleUpdate>({
  meta: dispatchRulesMeta,
  rowLabel: (rule) => `${rule.code} ${rule.name}`,
  list: {
    useList: useListDispatchRulesQuery,
    fixed: {},
    scoped: true,
    selectable: true,
    sorts: QUERY_VALUES.listDispatchRules.sort,
    defaultSort: '+code',
    columns: [
      { key: 'code', sortable: true, hideable: false },
      { key: 'name', sortable: true },
      { key: 'work_type', cell: (rule, { t }) => t(`system:${workTypeKey(rule.work_type)}`) },
      { key: 'device_importance' },
      { key: 'equipment_condition', cell: (rule, { t }) => t(`system:${conditionKey(rule.equipment_condition)}`) },
      { key: 'accept_minutes' },
      { key: 'accept_reminders', defaultHidden: true },
      { key: 'start_minutes' },
      { key: 'start_reminders', defaultHidden: true },
      { key: 'check_minutes' },
      { key: 'check_reminders', defaultHidden: true },
      { key: 'enabled', cell: (rule) => <YesNo value={rule.enabled} /> },
    ],
    filters: [
      d.search(),
      d.choice('work_type', WORK_TYPE_VALUES, 'resources.dispatchRules.fields.work_type', workTypeKey),
      d.choice('enabled', BOOLEANS, 'resources.dispatchRules.fields.enabled', yesNoKey),
    ],
  },
  useGet: useGetDispatchRuleQuery,
  create: {
    useMutation: useCreateDispatchRuleMutation,
    initial: { code: '', name: '', work_type: 'repair', device_importance: 'A', equipment_condition: 'stopped', accept_minutes: 30, start_minutes: 60, check_minutes: 120, enabled: true },
  },
  update: { useMutation: useUpdateDispatchRuleMutation, initial: (rule) => ({ version: rule.version }) },
  remove: { useMutation: useDeleteDispatchRuleMutation },
  csv: { export: exportDispatchRulesCsv, useImport: useImportDispatchRulesCsvMutation, template: 'dispatch_rule' },
  formSize: 'lg',
  fields: [
    code,
    name,
    { name: 'work_type', kind: 'select', initial: 'repair', rules: { required: true }, options: choices(WORK_TYPE_VALUES, workTypeKey) },
    { name: 'device_importance', kind: 'select', initial: 'A', rules: { required: true }, options: choices(DISPATCH_RULE_DEVICE_IMPORTANCE_VALUES, (value) => `resources.dispatchRules.importance.${value}`) },
    { name: 'equipment_condition', kind: 'select', initial: 'stopped', rules: { required: true }, options: choices(DISPATCH_RULE_EQUIPMENT_CONDITION_VALUES, conditionKey) },
    minutes('accept_minutes'),
    reminders('accept_reminders'),
    minutes('start_minutes'),
    reminders('start_reminders'),
    minutes('check_minutes'),
    reminders('check_reminders'),
    enabled,
  ],
});

const a = filtersFor<AlarmRuleListQuery>();
const compares = (values: FormValues) => values['condition'] === 'gt' || values['condition'] === 'lt';
const range = (values: FormValues) => values['condition'] === 'outside';
const threshold = (name: string, visible: (values: FormValues) => boolean): FieldDef => ({ name, kind: 'number', visible, rules: { required: true } });

export const alarmRules = defineResource<AlarmRuleRecord, AlarmRuleListQuery, AlarmRuleCreate, AlarmRuleUpdate>({
  meta: alarmRulesMeta,
  rowLabel: (rule) => `${rule.code} ${rule.name}`,
  list: {
    useList: useListAlarmRulesQuery,
    fixed: {},
    scoped: true,
    selectable: true,
    sorts: QUERY_VALUES.listAlarmRules.sort,
    defaultSort: '+code',
    columns: [
      { key: 'code', sortable: true, hideable: false },
      { key: 'name', sortable: true },
      { key: 'sensor_kind' },
      { key: 'level', cell: (rule, { t }) => t(`system:${levelKey(rule.level)}`) },
      {
        key: 'condition',
        cell: (rule, { t }) =>
          rule.condition === 'outside'
            ? t('system:resources.alarmRules.outsideRange', { low: rule.threshold_low ?? '', high: rule.threshold_high ?? '' })
            : `${t(`system:${comparisonKey(rule.condition)}`)} ${rule.threshold ?? ''}`,
      },
      { key: 'enabled', cell: (rule) => <YesNo value={rule.enabled} /> },
    ],
    filters: [
      a.search(),
      a.choice('level', ALARM_RULE_LEVEL_VALUES, 'resources.alarmRules.fields.level', levelKey),
      a.choice('enabled', BOOLEANS, 'resources.alarmRules.fields.enabled', yesNoKey),
    ],
  },
  useGet: useGetAlarmRuleQuery,
  create: {
    useMutation: useCreateAlarmRuleMutation,
    initial: { code: '', name: '', sensor_kind: '', level: 'warning', condition: 'gt', notify_role_ids: [], enabled: true },
  },
  update: { useMutation: useUpdateAlarmRuleMutation, initial: (rule) => ({ version: rule.version }) },
  remove: { useMutation: useDeleteAlarmRuleMutation },
  csv: { export: exportAlarmRulesCsv, useImport: useImportAlarmRulesCsvMutation, template: 'alarm_rule' },
  formSize: 'lg',
  fields: [
    code,
    name,
    { name: 'sensor_kind', kind: 'text', help: 'resources.alarmRules.sensorHelp', rules: { required: true, maxLength: 64 } },
    { name: 'level', kind: 'select', initial: 'warning', rules: { required: true }, options: choices(ALARM_RULE_LEVEL_VALUES, levelKey) },
    { name: 'condition', kind: 'select', initial: 'gt', rules: { required: true }, options: choices(ALARM_RULE_CONDITION_VALUES, comparisonKey) },
    threshold('threshold', compares),
    threshold('threshold_low', range),
    {
      ...threshold('threshold_high', range),
      rules: {
        required: true,
        check: (value, values) => (Number(value) <= Number(values['threshold_low']) ? 'resources.alarmRules.highAboveLow' : undefined),
      },
    },
    { name: 'notify_role_ids', kind: 'checkboxes', numeric: true, useOptions: () => useRoleLookup().options },
    enabled,
  ],
});
