import type { MutationHook, QueryHookResult } from './types';

/** Stands in for an operation a resource does not have (hooks must be called all the same). */
export function missingMutation<Arg, Result>(): ReturnType<MutationHook<Arg, Result>> {
  return [() => Promise.resolve({ error: undefined }), { isLoading: false }];
}

export function noQuery<T>(): QueryHookResult<T> {
  return { data: undefined, isLoading: false, isFetching: false, refetch: () => undefined };
}
