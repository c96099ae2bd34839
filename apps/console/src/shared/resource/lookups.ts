import { useMemo } from 'react';
import { useSelector } from 'react-redux';
import {
  useListCompaniesQuery, useListDepartmentsQuery, useListCompanyRecordsQuery, useListPeopleQuery, useListRolesQuery, type Person,
} from '@om/api';
import { holdsAction, selectGrants, type RouteRole, type SessionRootState } from '@om/auth';
import { useTranslation } from '@om/i18n';
import type { Option } from '@om/ui';

/**
 * Names and choices of related rows (the company of a user, the role, the department…). Each
 * lookup asks only when the user holds the permission its list needs: a refused request would send
 * the user to /401. Without it, rows show their id (`#3`). People come from the directory, which
 * every signed-in user may read.
 */
export interface Lookup {
  options: readonly Option[];
  name(id: number | null | undefined): string;
  /** False while loading, and when the user may not read the list. */
  ready: boolean;
}

/** The choice of no related row (id 0): "None", or "Top level" for a parent. */
export function useZeroOption(kind: 'none' | 'topLevel' = 'none'): Option {
  const { t } = useTranslation('resource');
  return { value: '0', label: t(kind) };
}

/** The most rows one request answers; the administration lists stay far below it. */
const ALL = 100;

export function useHolds(names: readonly RouteRole[]): boolean {
  const grants = useSelector((state: SessionRootState) => selectGrants(state));
  return holdsAction(grants, names, 'view');
}

interface Node {
  id: number;
  parent_id: number;
}

/** Rows in tree order (parents before children), each with its depth. */
export function treeOrder<T extends Node>(rows: readonly T[]): { row: T; depth: number }[] {
  const ids = new Set(rows.map((row) => row.id));
  const children = new Map<number, T[]>();
  for (const row of rows) {
    const parent = ids.has(row.parent_id) ? row.parent_id : 0;
    children.set(parent, [...(children.get(parent) ?? []), row]);
  }
  const out: { row: T; depth: number }[] = [];
  const visit = (parent: number, depth: number, seen: Set<number>) => {
    for (const row of children.get(parent) ?? []) {
      if (seen.has(row.id)) continue;
      seen.add(row.id);
      out.push({ row, depth });
      visit(row.id, depth + 1, seen);
    }
  };
  visit(0, 0, new Set());
  return out;
}

/** Nodes of a nested tree (children inside), flattened in order with their depth. */
export function flattenTree<T extends { children: readonly T[] }>(nodes: readonly T[], depth = 0): { node: T; depth: number }[] {
  return nodes.flatMap((node) => [{ node, depth }, ...flattenTree(node.children, depth + 1)]);
}

function lookupOf(entries: readonly { id: number; label: string; depth?: number }[] | undefined): Lookup {
  const names = new Map((entries ?? []).map((entry) => [entry.id, entry.label]));
  return {
    options: (entries ?? []).map((entry) => ({ value: String(entry.id), label: entry.label, depth: entry.depth })),
    name: (id) => (id ? (names.get(id) ?? `#${id}`) : ''),
    ready: entries !== undefined,
  };
}

/** Companies: all the user may see (companyList), else the user's own from the filter box's list. */
export function useCompanyLookup(): Lookup {
  const full = useHolds(['companyList']);
  const records = useListCompanyRecordsQuery({ limit: ALL, sort: '+id' }, { skip: !full });
  const own = useListCompaniesQuery({}, { skip: full });
  const rows = full ? records.data?.items : own.data;
  return useMemo(() => lookupOf(rows && treeOrder(rows).map(({ row, depth }) => ({ id: row.id, label: row.name, depth }))), [rows]);
}

export function useRoleLookup(companyId?: number): Lookup {
  const may = useHolds(['groupList']);
  const { data } = useListRolesQuery({ limit: ALL, sort: '+id', ...(companyId ? { company_id: companyId } : {}) }, { skip: !may });
  return useMemo(() => lookupOf(data?.items.map((role) => ({ id: role.id, label: role.name }))), [data]);
}

/** Departments of one company, or of every company the user may see. */
export function useDepartmentLookup(companyId?: number): Lookup {
  const may = useHolds(['areaList']);
  const { data } = useListDepartmentsQuery({ limit: ALL, sort: '+sort', ...(companyId ? { company_id: companyId } : {}) }, { skip: !may });
  const rows = data?.items;
  return useMemo(() => lookupOf(rows && treeOrder(rows).map(({ row, depth }) => ({ id: row.id, label: row.name, depth }))), [rows]);
}

/** The most people the directory answers at once: a company's staff fits in it. */
const DIRECTORY = 2000;

/**
 * People from the directory every signed-in user may read (no userList needed): all are named,
 * only active accounts are offered as choices.
 */
export function useUserLookup(companyId?: number): Lookup {
  const { data } = useListPeopleQuery({ limit: DIRECTORY, ...(companyId ? { company_id: companyId } : {}) });
  return useMemo(() => {
    const label = (person: Person) => (person.name ? `${person.name} (${person.username})` : person.username);
    const named = lookupOf(data?.items.map((person) => ({ id: person.id, label: label(person) })));
    const active = lookupOf(data?.items.filter((person) => person.status === 'active').map((person) => ({ id: person.id, label: label(person) })));
    return { ...named, options: active.options };
  }, [data]);
}
