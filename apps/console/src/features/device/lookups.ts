import { useMemo } from 'react';
import { useGetDeviceTypeTreeQuery, useListRegionsQuery, type DeviceTypeNode } from '@om/api';
import type { Option } from '@om/ui';
import { flattenTree, treeOrder, useListScope } from '../../shared/resource';
import { typeIndex } from './attributes';

const NO_TYPES: readonly DeviceTypeNode[] = [];

/** The device type tree of the company in scope (one request, shared by the filter, the form and the type page). */
export function useDeviceTypeTree() {
  const scope = useListScope(true);
  const result = useGetDeviceTypeTreeQuery(scope);
  return { ...result, nodes: result.data ?? NO_TYPES };
}

/** Every type by id, with its effective template. */
export function useTypeIndex(): ReadonlyMap<number, DeviceTypeNode> {
  const { nodes } = useDeviceTypeTree();
  return useMemo(() => typeIndex(nodes), [nodes]);
}

export const typeLabel = (node: Pick<DeviceTypeNode, 'code' | 'name'>) => `${node.name} (${node.code})`;

/** The types as an indented choice (a subtype under its parent). */
export function typeOptions(nodes: readonly DeviceTypeNode[], exclude?: number): Option[] {
  const skip = new Set<number>();
  if (exclude !== undefined) {
    const start = flattenTree(nodes).find(({ node }) => node.id === exclude)?.node;
    if (start) for (const { node } of flattenTree([start])) skip.add(node.id);
  }
  return flattenTree(nodes)
    .filter(({ node }) => !skip.has(node.id))
    .map(({ node, depth }) => ({ value: String(node.id), label: typeLabel(node), depth }));
}

export function useTypeOptions(): readonly Option[] {
  const { nodes } = useDeviceTypeTree();
  return useMemo(() => typeOptions(nodes), [nodes]);
}

/**
 * The stations of the company in scope, under their regions and units (those only group: a device
 * stands at a station). Asked when a form needs them, never when a list opens.
 */
export function useStationOptions(): readonly Option[] {
  const scope = useListScope(true);
  const { data } = useListRegionsQuery(scope);
  return useMemo(
    () =>
      treeOrder(data ?? []).map(({ row, depth }) => ({
        value: String(row.id),
        label: row.title,
        depth,
        disabled: row.level !== 3,
      })),
    [data],
  );
}
