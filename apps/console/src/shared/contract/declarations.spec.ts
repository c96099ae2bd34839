import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import {
  ALARM_RULE_CONDITION_VALUES, ALARM_RULE_LEVEL_VALUES, APPROVAL_KIND_VALUES, APPROVAL_STATUS_VALUES, APPROVAL_STEP_DECISION_VALUES, CORRECTION_ENTITY_VALUES,
  CORRECTION_STATUS_VALUES, DEVICE_EVENT_KIND_VALUES, DEVICE_IMPORTANCE_VALUES, DEVICE_STATUS_VALUES, DISPATCH_RULE_DEVICE_IMPORTANCE_VALUES,
  DISPATCH_RULE_EQUIPMENT_CONDITION_VALUES, FAULT_REPORT_SEVERITY_VALUES, MESSAGE_TYPE_VALUES, QUERY_VALUES, RECORD_STATUS_VALUES,
  SENSOR_KIND_VALUES, SPECIAL_EQUIPMENT_CATEGORY_VALUES, TEMPLATE_FIELD_KIND_VALUES, WORK_TYPE_VALUES,
} from '@om/api';
import { LANGUAGES, createI18n, loadLanguage } from '@om/i18n';

// The console's declarations that name something of the contract by a plain string, checked against
// the contract (typed declarations — hooks, query parameters, filter values — are checked by tsc).

/** The labels of each contract enumeration: exactly its values (plus `extra`), in every language. */
const LABEL_TABLES: { ns: string; path: string; values: readonly (string | number)[]; extra?: string[] }[] = [
  { ns: 'device', path: 'status', values: DEVICE_STATUS_VALUES },
  { ns: 'device', path: 'importance', values: DEVICE_IMPORTANCE_VALUES, extra: ['title'] },
  { ns: 'device', path: 'category', values: SPECIAL_EQUIPMENT_CATEGORY_VALUES },
  { ns: 'device', path: 'sensorKind', values: SENSOR_KIND_VALUES },
  { ns: 'device', path: 'eventKind', values: DEVICE_EVENT_KIND_VALUES },
  { ns: 'device', path: 'severity', values: FAULT_REPORT_SEVERITY_VALUES },
  { ns: 'device', path: 'template.kind', values: TEMPLATE_FIELD_KIND_VALUES },
  { ns: 'message', path: 'type', values: MESSAGE_TYPE_VALUES },
  { ns: 'message', path: 'types', values: MESSAGE_TYPE_VALUES },
  { ns: 'resource', path: 'status', values: RECORD_STATUS_VALUES },
  { ns: 'system', path: 'resources.approvals.kinds', values: APPROVAL_KIND_VALUES },
  { ns: 'system', path: 'resources.approvals.statuses', values: APPROVAL_STATUS_VALUES },
  { ns: 'system', path: 'resources.approvals.decisions', values: APPROVAL_STEP_DECISION_VALUES },
  { ns: 'system', path: 'resources.corrections.statuses', values: CORRECTION_STATUS_VALUES },
  { ns: 'system', path: 'resources.corrections.entities', values: CORRECTION_ENTITY_VALUES },
  { ns: 'system', path: 'resources.corrections.correctable', values: CORRECTION_ENTITY_VALUES },
  { ns: 'system', path: 'resources.dispatchRules.workTypes', values: WORK_TYPE_VALUES },
  { ns: 'system', path: 'resources.dispatchRules.importance', values: DISPATCH_RULE_DEVICE_IMPORTANCE_VALUES },
  { ns: 'system', path: 'resources.dispatchRules.conditions', values: DISPATCH_RULE_EQUIPMENT_CONDITION_VALUES },
  { ns: 'system', path: 'resources.alarmRules.levels', values: ALARM_RULE_LEVEL_VALUES },
  { ns: 'system', path: 'resources.alarmRules.comparisons', values: ALARM_RULE_CONDITION_VALUES },
];

const FEATURES = join(__dirname, '../../features');

function resourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return resourceFiles(path);
    return name.endsWith('.resource.tsx') ? [path] : [];
  });
}

interface DeclaredList {
  sorts: readonly string[];
  defaultSort: string;
  columns: readonly { key: string; sortable?: boolean }[];
}

/** Every resource the feature folders declare (`defineResource` objects exported by `*.resource.tsx`). */
function declaredLists(): { name: string; list: DeclaredList }[] {
  return resourceFiles(FEATURES).flatMap((file) =>
    Object.entries(require(file) as Record<string, unknown>).flatMap(([name, value]) => {
      const list = (value as { list?: DeclaredList; meta?: unknown } | undefined)?.list;
      return list && (value as { meta?: unknown }).meta && Array.isArray(list.sorts) ? [{ name: `${relative(FEATURES, file)}#${name}`, list }] : [];
    }),
  );
}

const CONTRACT_SORTS = new Set<string>(Object.values(QUERY_VALUES).flatMap((parameters) => ('sort' in parameters ? [...parameters.sort] : [])));

describe('console declarations against the contract', () => {
  it.each(LANGUAGES)('labels exactly the contract values of each enumeration (%s)', async (language) => {
    const i18n = createI18n(language, await loadLanguage(language, 'all'));
    for (const { ns, path, values, extra = [] } of LABEL_TABLES) {
      const table: unknown = path.split('.').reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key], i18n.getResourceBundle(language, ns));
      expect({ table: `${ns}:${path}`, keys: Object.keys(table ?? {}).sort() }).toEqual({ table: `${ns}:${path}`, keys: [...values.map(String), ...extra].sort() });
    }
  });

  it('finds the resources of the feature folders', () => {
    expect(declaredLists().length).toBeGreaterThanOrEqual(13);
  });

  it.each(declaredLists())('$name sorts only by keys the contract accepts, and every sortable column has its keys', ({ list }) => {
    expect(list.sorts.filter((sort) => !CONTRACT_SORTS.has(sort))).toEqual([]);
    expect(list.sorts).toContain(list.defaultSort);
    const unsortable = list.columns.filter((column) => column.sortable && !(list.sorts.includes(`+${column.key}`) && list.sorts.includes(`-${column.key}`)));
    expect(unsortable.map((column) => column.key)).toEqual([]);
  });
});
