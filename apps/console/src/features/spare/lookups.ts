import { useMemo } from 'react';
import { useGetSpareCategoryTreeQuery, useGetSpareLocationTreeQuery, useListSparePartsQuery, useListSpareWarehousesQuery, type SpareCategoryNode, type SparePartRecord } from '@om/api';
import type { Option } from '@om/ui';
import { flattenTree, useListScope } from '../../shared/resource';

const NO_CATEGORIES: readonly SpareCategoryNode[] = [];

/** The category tree of the company in scope (shared by the category page, the parts filter and the part form). */
export function useCategoryTree() {
  const scope = useListScope(true);
  const result = useGetSpareCategoryTreeQuery(scope);
  return { ...result, nodes: result.data ?? NO_CATEGORIES };
}

export const categoryLabel = (node: Pick<SpareCategoryNode, 'code' | 'name'>) => `${node.name} (${node.code})`;

/** Categories as an indented choice; `exclude` and its subtree left out (a category never moves under itself). */
export function categoryOptions(nodes: readonly SpareCategoryNode[], exclude?: number): Option[] {
  const skip = new Set<number>();
  if (exclude !== undefined) {
    const start = flattenTree(nodes).find(({ node }) => node.id === exclude)?.node;
    if (start) for (const { node } of flattenTree([start])) skip.add(node.id);
  }
  return flattenTree(nodes)
    .filter(({ node }) => !skip.has(node.id))
    .map(({ node, depth }) => ({ value: String(node.id), label: categoryLabel(node), depth }));
}

export function useCategoryOptions(): readonly Option[] {
  const { nodes } = useCategoryTree();
  return useMemo(() => categoryOptions(nodes), [nodes]);
}

/** The active warehouses of the company in scope (a company keeps a handful). */
export function useWarehouseOptions(): readonly Option[] {
  const scope = useListScope(true);
  const { data } = useListSpareWarehousesQuery({ ...scope, limit: 100, sort: '+code' });
  return useMemo(() => (data?.items ?? []).map((warehouse) => ({ value: String(warehouse.id), label: `${warehouse.name} (${warehouse.code})` })), [data]);
}

/** The locations of one warehouse (areas group them and are not chosen). */
export function useLocationOptions(warehouseId: number): readonly Option[] {
  const { data } = useGetSpareLocationTreeQuery({ warehouse_id: warehouseId }, { skip: !(warehouseId > 0) });
  return useMemo(
    () =>
      flattenTree(data ?? []).map(({ node, depth }) => ({
        value: String(node.id),
        label: `${node.code} ${node.name}`,
        depth,
        disabled: node.children.length > 0,
      })),
    [data],
  );
}

export const partLabel = (part: Pick<SparePartRecord, 'code' | 'name' | 'specification'>) => `${part.code} ${part.name}${part.specification ? ` ${part.specification}` : ''}`;

/** Parts matching a keyword (the first 20), for the line editors' pickers. */
export function usePartMatches(keyword: string) {
  const scope = useListScope(true);
  const { data, isFetching } = useListSparePartsQuery({ ...scope, keyword: keyword || undefined, limit: 20, sort: '+code', status: 'active' });
  return { parts: data?.items ?? [], isFetching };
}
