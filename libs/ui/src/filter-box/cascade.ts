import type { CockpitSelection } from './selection';

/** The four levels of the filter box, top down. */
export const SCOPE_LEVELS = ['companyId', 'regionId', 'unitId', 'stationId'] as const;
export type ScopeLevel = (typeof SCOPE_LEVELS)[number];

export const EMPTY_SCOPE: CockpitSelection = { companyId: null, regionId: null, unitId: null, stationId: null };

/** Choosing a level (or clearing it with null) clears every level below it: a unit belongs to one region. */
export function chooseScope(selection: CockpitSelection, level: ScopeLevel, id: number | null): CockpitSelection {
  const depth = SCOPE_LEVELS.indexOf(level);
  const next: CockpitSelection = { ...selection, [level]: id };
  for (const lower of SCOPE_LEVELS.slice(depth + 1)) next[lower] = null;
  return next;
}

/** The query of one level of the region tree (`GET /api/get_region`). */
export interface RegionLevelQuery {
  company_id: number;
  parent_id: number;
  level: 1 | 2 | 3;
  sort: '+id';
}

export interface RegionQueries {
  regions: RegionLevelQuery | undefined;
  units: RegionLevelQuery | undefined;
  stations: RegionLevelQuery | undefined;
}

/**
 * The region lists the filter box needs for a selection: the regions of the chosen company (else
 * the user's own), the units of the chosen region and the stations of the chosen unit; a level
 * whose parent is not chosen has no list (undefined).
 */
export function regionQueries(selection: CockpitSelection, ownCompanyId: number | undefined): RegionQueries {
  const company = selection.companyId ?? ownCompanyId;
  if (company === undefined) return { regions: undefined, units: undefined, stations: undefined };
  const level = (parent: number | null, depth: 1 | 2 | 3): RegionLevelQuery | undefined =>
    parent === null ? undefined : { company_id: company, parent_id: parent, level: depth, sort: '+id' };
  return { regions: level(0, 1), units: level(selection.regionId, 2), stations: level(selection.unitId, 3) };
}

/** The selection a header tab (a level-1 region item) stands for. */
export function regionItemScope(selection: CockpitSelection, regionId: number): CockpitSelection {
  return chooseScope(selection, 'regionId', regionId);
}
