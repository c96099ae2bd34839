import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import {
  ALARM_RULE_CONDITION_VALUES, ALARM_RULE_LEVEL_VALUES, APPROVAL_KIND_VALUES, APPROVAL_STATUS_VALUES, APPROVAL_STEP_DECISION_VALUES, CORRECTION_ENTITY_VALUES,
  CORRECTION_STATUS_VALUES, DEVICE_EVENT_KIND_VALUES, DEVICE_IMPORTANCE_VALUES, DEVICE_STATUS_VALUES, DISPATCH_RULE_DEVICE_IMPORTANCE_VALUES,
  DISPATCH_RULE_EQUIPMENT_CONDITION_VALUES, FAULT_REPORT_SEVERITY_VALUES, MESSAGE_TYPE_VALUES, QUERY_VALUES, RECORD_STATUS_VALUES,
  SENSOR_KIND_VALUES, SPECIAL_EQUIPMENT_CATEGORY_VALUES, TEMPLATE_FIELD_KIND_VALUES, WORK_TYPE_VALUES,
  OPERATION_ACCESS, SCHEDULE_KIND_VALUES, type OperationId,
} from '@om/api';
import { ADMIN_ROLE, isPermission, type RouteRole } from '@om/auth';
import { LANGUAGES, createI18n, loadLanguage } from '@om/i18n';
import { scheduleMetas } from '../../features/schedule/meta';
import { pagesOfOperations, resourceMeta, type ResourceMeta, type ResourceMetaDeclaration } from '../resource/meta';

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

// ---------------------------------------------------------------------------------------------
// Resource metadata: the pages that open a resource are permission names, the operations behind
// its write buttons are contract operations, and the write permission is derived from them.

/** What a metadata declaration names that the contract or the permission list lacks. */
function metaDisagreements(meta: ResourceMeta): string[] {
  const pages = [...meta.permissions.list, ...(meta.permissions.details ?? []), ...meta.permissions.write];
  return [
    ...meta.writes.filter((operationId) => !(operationId in OPERATION_ACCESS)).map((operationId) => `${meta.name}: no operation ${operationId}`),
    ...pages.filter((name) => name !== ADMIN_ROLE && !isPermission(name)).map((name) => `${meta.name}: no permission ${name}`),
    ...(JSON.stringify(meta.permissions.write) === JSON.stringify(derivedPages(meta.writes)) ? [] : [`${meta.name}: write pages not derived from its operations`]),
  ];
}

function derivedPages(writes: readonly OperationId[]): RouteRole[] | undefined {
  try {
    return pagesOfOperations(writes);
  } catch {
    return undefined;
  }
}

function isMeta(value: unknown): value is ResourceMeta {
  return typeof value === 'object' && value !== null && 'writes' in value && 'permissions' in value && 'routes' in value;
}

const META_FILES = readdirSync(FEATURES).flatMap((name) => {
  const path = join(FEATURES, name, 'meta.ts');
  return statSync(join(FEATURES, name)).isDirectory() && readdirSync(join(FEATURES, name)).includes('meta.ts') ? [path] : [];
});

/** Every resource metadata the features declare (the scheduled-work kinds each have their own). */
function declaredMetas(): ResourceMeta[] {
  const exported = META_FILES.flatMap((file) => Object.values(require(file) as Record<string, unknown>).filter(isMeta));
  const scheduled = SCHEDULE_KIND_VALUES.flatMap((kind) => Object.values(scheduleMetas(kind)));
  return [...exported, ...scheduled];
}

describe('resource metadata against the contract', () => {
  it('finds the metadata of every feature folder', () => {
    expect(META_FILES.length).toBeGreaterThanOrEqual(8);
    expect(declaredMetas().length).toBeGreaterThanOrEqual(40);
  });

  it('names only contract operations and permission names, and derives the write pages', () => {
    expect(declaredMetas().flatMap(metaDisagreements)).toEqual([]);
  });

  it('fails a declaration naming an operation or a permission the contract lacks', () => {
    const declaration: ResourceMetaDeclaration = {
      name: 'planted',
      ns: 'device',
      routes: { list: '/device/planted' },
      titles: { list: 'device.list' },
      permissions: { list: ['deviceList', 'deviceListing' as RouteRole] },
      writes: ['createDevice'],
    };
    expect(() => resourceMeta({ ...declaration, writes: ['createDevice', 'createGadget' as OperationId] })).toThrow('no contract operation createGadget');
    const planted = resourceMeta(declaration);
    expect(metaDisagreements(planted)).toEqual(['planted: no permission deviceListing']);
    const clean = resourceMeta({ ...declaration, permissions: { list: ['deviceList'] } });
    expect(metaDisagreements(clean)).toEqual([]);
    expect(metaDisagreements({ ...clean, writes: ['createGadget' as OperationId] })).toEqual(['planted: no operation createGadget', 'planted: write pages not derived from its operations']);
    expect(metaDisagreements({ ...clean, permissions: { list: ['deviceList'], write: ['userList'] } })).toEqual(['planted: write pages not derived from its operations']);
  });
});
