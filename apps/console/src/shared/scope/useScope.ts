import { useMemo } from 'react';
import { type CockpitSelection } from '@om/ui';
import { readCockpitSelection, scopeQuery, type ScopeQuery } from '@om/shell-state';

/**
 * The filter box's choice (localStorage `cockpit`), read once per page load: the box saves and
 * reloads, so it cannot change under a mounted page.
 */
export function useScopeSelection(): CockpitSelection {
  return useMemo(() => readCockpitSelection(), []);
}

/**
 * The query parameters every list request adds for the filter box's scope:
 * `useListDevicesQuery({ page, ...useScope() })` → `company_id`, `region_id`, `partner_id`,
 * `station_id`, each only when chosen.
 */
export function useScope(): ScopeQuery {
  const selection = useScopeSelection();
  return useMemo(() => scopeQuery(selection), [selection]);
}
