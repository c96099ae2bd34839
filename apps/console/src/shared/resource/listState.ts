import type { SortState } from '@om/ui';
import type { FilterDef, ListQueryBase, ViewDef } from './types';

export const DEFAULT_LIMIT = 20;
export const LIMITS: readonly number[] = [10, 20, 50, 100];

/** What a list shows, as kept in the URL: `?page=2&limit=50&sort=-name&status=active&view=mine`. */
export interface ListState {
  page: number;
  limit: number;
  sort: string;
  /** Valid filter values by param, as in the URL. */
  filters: Record<string, string>;
  view?: string;
}

export interface ListStateSpec {
  sorts: readonly string[];
  defaultSort: string;
  filters: readonly FilterDef[];
  views?: readonly ViewDef[];
}

/** The list state a URL asks for; anything invalid falls back to its default (a hand-edited URL cannot break the page). */
export function parseListState(params: URLSearchParams, spec: ListStateSpec): ListState {
  const page = Number(params.get('page'));
  const limit = Number(params.get('limit'));
  const sort = params.get('sort') ?? '';
  const filters: Record<string, string> = {};
  for (const filter of spec.filters) {
    const raw = params.get(filter.param);
    if (raw !== null && raw !== '' && filter.parse(raw) !== undefined) filters[filter.param] = raw;
  }
  const view = params.get('view') ?? '';
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    limit: LIMITS.includes(limit) ? limit : DEFAULT_LIMIT,
    sort: spec.sorts.includes(sort) ? sort : spec.defaultSort,
    filters,
    view: spec.views?.some((candidate) => candidate.key === view) ? view : spec.views?.[0]?.key,
  };
}

/** The URL of a list state: defaults are left out; parameters the list does not own are kept. */
export function toSearchParams(state: ListState, spec: ListStateSpec, current = new URLSearchParams()): URLSearchParams {
  const owned = new Set(['page', 'limit', 'sort', 'view', ...spec.filters.map((filter) => filter.param)]);
  const params = new URLSearchParams([...current].filter(([key]) => !owned.has(key)));
  if (state.view && state.view !== spec.views?.[0]?.key) params.set('view', state.view);
  for (const filter of spec.filters) {
    const value = state.filters[filter.param];
    if (value) params.set(filter.param, value);
  }
  if (state.sort !== spec.defaultSort) params.set('sort', state.sort);
  if (state.page > 1) params.set('page', String(state.page));
  if (state.limit !== DEFAULT_LIMIT) params.set('limit', String(state.limit));
  return params;
}

/** `-name` → { key: 'name', direction: 'desc' }. */
export function toSortState(sort: string): SortState {
  return sort.startsWith('-') ? { key: sort.slice(1), direction: 'desc' } : { key: sort.replace(/^\+/, ''), direction: 'asc' };
}

/** The contract's sort value of a column, when the list allows it. */
export function fromSortState<S extends string>(sort: SortState, sorts: readonly S[]): S | undefined {
  const wanted = `${sort.direction === 'desc' ? '-' : '+'}${sort.key}`;
  return sorts.find((candidate) => candidate === wanted);
}

/** Sets one property of a query: the declarations (filtersFor) guarantee the value fits it. */
export function withParam<T extends object>(target: T, key: string, value: unknown): T {
  return value === undefined ? target : { ...target, [key]: value };
}

/**
 * The list request of a state: paging and sort, the chosen view's fixed parameters, the filters,
 * and the filter box's scope (unless a filter chose the same parameter).
 */
export function toListQuery<Q extends ListQueryBase>(state: ListState, spec: ListStateSpec, scope: Readonly<Record<string, unknown>>, base: Q): Q {
  let query = withParam(withParam(withParam(base, 'page', state.page), 'limit', state.limit), 'sort', state.sort);
  for (const [key, value] of Object.entries(scope)) query = withParam(query, key, value);
  const view = spec.views?.find((candidate) => candidate.key === state.view);
  for (const [key, value] of Object.entries(view?.params ?? {})) query = withParam(query, key, value);
  for (const filter of spec.filters) {
    const raw = state.filters[filter.param];
    if (raw) query = withParam(query, filter.param, filter.parse(raw));
  }
  return query;
}
