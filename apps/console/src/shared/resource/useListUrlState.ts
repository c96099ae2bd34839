import { useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { parseListState, toSearchParams, type ListState, type ListStateSpec } from './listState';

/**
 * A list's state (page, page size, sort, filters, view) kept in the URL, so back, forward, reload
 * and a shared link show the same list. `change` starts again on page 1 unless `keepPage`.
 */
export function useListUrlState(spec: ListStateSpec) {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseListState(params, spec), [params, spec]);
  const change = (next: Partial<ListState>, keepPage = false) =>
    setParams(toSearchParams({ ...state, ...next, page: keepPage ? (next.page ?? state.page) : 1 }, spec, params));
  return { state, change };
}

/** A page beyond the last (its last rows were deleted meanwhile) shows the last page instead. */
export function useLastPage(state: ListState, spec: ListStateSpec, total: number | undefined): void {
  const [params, setParams] = useSearchParams();
  useEffect(() => {
    if (total === undefined || state.page === 1) return;
    const last = Math.max(1, Math.ceil(total / state.limit));
    if (state.page > last) setParams(toSearchParams({ ...state, page: last }, spec, params), { replace: true });
  }, [total, state, spec, params, setParams]);
}
