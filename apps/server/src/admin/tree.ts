import { ApiError } from '../http/envelope';
// withSubsidiaries walks any (id, parent) tree: a node and everything below it.
import { canSee, type Visibility, withSubsidiaries } from '../org/company-scope';

/** Moving `id` under `newParentId` must not put it below itself. */
export function assertNoCycle(rows: readonly { id: number; parentId: number | null }[], id: number, newParentId: number | null, field = 'parent_id'): void {
  if (newParentId !== null && withSubsidiaries(rows, id).has(newParentId)) throw ApiError.field(field, 'validation.cycle');
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

/**
 * The parent row of a node being created or moved, checked: one the caller may see (404 naming
 * parent_id otherwise) and, when a company is given, of that company (400 naming parent_id).
 */
export function checkedParent<T extends { companyId: number }>(parent: T | undefined, visibility: Visibility, companyId?: number): T {
  if (!parent || !canSee(visibility, parent.companyId)) throw ApiError.referenceNotFound('parent_id');
  if (companyId !== undefined && parent.companyId !== companyId) throw ApiError.field('parent_id', 'validation.sameCompany');
  return parent;
}
