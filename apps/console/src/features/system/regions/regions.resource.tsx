import {
  QUERY_VALUES,
  exportRegionsCsv, useCreateRegionMutation, useDeleteRegionMutation, useGetRegionQuery, useImportRegionsCsvMutation, useListRegionRecordsQuery,
  useUpdateRegionMutation,
  type RegionCreate, type RegionListQuery, type RegionRecord, type RegionTreeNode, type RegionUpdate,
} from '@om/api';
import { useGetRegionTreeQuery } from '@om/api';
import { defineResource, filtersFor, flattenTree, useListScope, useZeroOption, type FieldDef, type FormValues } from '../../../shared/resource';
import { regionsMeta } from '../meta';

export const LEVELS = [1, 2, 3] as const;
export const levelKey = (level: number) => `resources.regions.level${level}`;
/** Station sensor ids: comma-separated digits (the contract's pattern). */
export const SENSOR_IDS = /^$|^\d+(,\d+)*$/;

const isStation = (values: FormValues) => values['level'] === '3';
const f = filtersFor<RegionListQuery>();

/** Every node of the tree in scope, indented, for choosing a parent. */
function useRegionOptions(level?: number) {
  const scope = useListScope(true);
  const { data } = useGetRegionTreeQuery(scope);
  return flattenTree(data ?? [])
    .filter(({ node }) => level === undefined || node.level === level)
    .map(({ node, depth }) => ({ value: String(node.id), label: node.title, depth: level === undefined ? depth : 0 }));
}

export const regions = defineResource<RegionRecord, RegionListQuery, RegionCreate, RegionUpdate>({
  meta: regionsMeta,
  rowLabel: (region) => region.title,
  list: {
    useList: useListRegionRecordsQuery,
    fixed: {},
    scoped: true,
    sorts: QUERY_VALUES.listRegionRecords.sort,
    defaultSort: '+id',
    columns: [{ key: 'title' }, { key: 'level', cell: (region, { t }) => t(`system:${levelKey(region.level)}`) }],
    filters: [f.search(), f.choice('level', LEVELS, 'resources.regions.fields.level', (level) => levelKey(level))],
  },
  useGet: useGetRegionQuery,
  create: { useMutation: useCreateRegionMutation, initial: { title: '', level: 1, parent_id: 0, items_i: '', items_option: '', device_sensor_ids: '' } },
  update: { useMutation: useUpdateRegionMutation, initial: (region) => ({ version: region.version }) },
  remove: { useMutation: useDeleteRegionMutation, undo: 'region' },
  csv: { export: exportRegionsCsv, useImport: useImportRegionsCsvMutation, template: 'region' },
  fields: [
    { name: 'level', kind: 'select', numeric: true, readOnly: true, fixedOnEdit: true, options: LEVELS.map((level) => ({ value: String(level), label: levelKey(level) })) },
    { name: 'parent_id', kind: 'select', numeric: true, only: 'create', readOnly: true, useOptions: () => [useZeroOption('topLevel'), ...useRegionOptions()] },
    { name: 'title', kind: 'text', rules: { required: true, maxLength: 100 } },
    { name: 'items_i', kind: 'textarea', help: 'resources.regions.itemsHelp', visible: isStation, rules: { maxLength: 20000 } },
    { name: 'items_option', kind: 'textarea', help: 'resources.regions.itemsOptionHelp', visible: isStation, rules: { maxLength: 20000 } },
    {
      name: 'device_sensor_ids',
      kind: 'text',
      help: 'resources.regions.sensorsHelp',
      visible: isStation,
      rules: { maxLength: 20000, pattern: SENSOR_IDS, patternMessage: 'resources.regions.sensorsRule' },
    },
  ],
});

/** The move form: a new parent one level up (a unit under another region, a station under another unit). */
export function moveRegionFields(node: RegionTreeNode): readonly FieldDef[] {
  if (node.level === 1) return [];
  return [
    {
      name: 'parent_id',
      kind: 'select',
      numeric: true,
      rules: { required: true },
      help: 'resources.regions.moveHelp',
      useOptions: () => useRegionOptions(node.level - 1),
    },
  ];
}
