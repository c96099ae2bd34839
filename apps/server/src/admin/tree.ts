import { ApiError } from '../http/envelope';

/** Ids of `rootId` and everything below it, from (id, parentId) pairs. */
export function subtreeIds(rows: readonly { id: number; parentId: number | null }[], rootId: number): Set<number> {
  const children = new Map<number, number[]>();
  for (const row of rows) {
    if (row.parentId === null) continue;
    children.set(row.parentId, [...(children.get(row.parentId) ?? []), row.id]);
  }
  const seen = new Set<number>();
  const queue = [rootId];
  while (queue.length) {
    const id = queue.pop();
    if (id === undefined || seen.has(id)) continue;
    seen.add(id);
    queue.push(...(children.get(id) ?? []));
  }
  return seen;
}

/** Moving `id` under `newParentId` must not put it below itself. */
export function assertNoCycle(rows: readonly { id: number; parentId: number | null }[], id: number, newParentId: number | null, field = 'parent_id'): void {
  if (newParentId !== null && subtreeIds(rows, id).has(newParentId)) throw ApiError.field(field, 'validation.cycle');
}

/** Nests rows by parent (children in the order given); rows whose parent is missing become roots. */
export type Nested<T> = T & { children: Nested<T>[] };

export function nest<T extends { id: number; parent_id: number }>(items: readonly T[]): Nested<T>[] {
  type Node = Nested<T>;
  const nodes = new Map<number, Node>();
  for (const item of items) nodes.set(item.id, { ...item, children: [] });
  const roots: Node[] = [];
  for (const node of nodes.values()) {
    const parent = node.parent_id ? nodes.get(node.parent_id) : undefined;
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}
