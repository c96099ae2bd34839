import type { CockpitSelection } from '@om/ui';
import { browserLocalStorage, readJson, writeJson, type KeyValueStorage } from './storage';
import { isRecord } from '@om/core';
import { asIdOrNull, asId } from './validate';

export const SELECTION_STORAGE_KEYS = {
  cockpit: 'cockpit',
  menuType: 'menuType',
} as const;

export const DEFAULT_MENU_TYPE = 1;

/** A JSON object under `key`, each field parsed on its own so one bad field does not lose the others. */
function jsonSelection<T>(key: string, parse: (saved: Record<string, unknown>) => T) {
  return {
    read(storage: KeyValueStorage = browserLocalStorage()): T {
      const saved = readJson(storage, key);
      return parse(isRecord(saved) ? saved : {});
    },
    write(selection: T, storage: KeyValueStorage = browserLocalStorage()): void {
      writeJson(storage, key, selection);
    },
  };
}

const cockpit = jsonSelection<CockpitSelection>(SELECTION_STORAGE_KEYS.cockpit, (saved) => ({
  companyId: asIdOrNull(saved['companyId']),
  regionId: asIdOrNull(saved['regionId']),
  // Selections saved before the rename carry the unit as partnerId (the spec's query name is partner_id).
  unitId: asIdOrNull(saved['unitId'] ?? saved['partnerId']),
  stationId: asIdOrNull(saved['stationId']),
}));

export const readCockpitSelection = cockpit.read;
export const writeCockpitSelection = cockpit.write;

/** The header tab chosen last (a region item key); 1 until one is chosen. */
export function readMenuType(storage: KeyValueStorage = browserLocalStorage()): number {
  return asId(storage.getItem(SELECTION_STORAGE_KEYS.menuType)) ?? DEFAULT_MENU_TYPE;
}

export function writeMenuType(menuType: number, storage: KeyValueStorage = browserLocalStorage()): void {
  if (asId(menuType) !== undefined) storage.setItem(SELECTION_STORAGE_KEYS.menuType, String(menuType));
}

export interface ScopeQuery {
  company_id?: number;
  region_id?: number;
  partner_id?: number;
  station_id?: number;
}

/** The query parameters a list request adds for the filter box's choice; unset levels are left out. */
export function scopeQuery(selection: CockpitSelection): ScopeQuery {
  const query: ScopeQuery = {};
  if (selection.companyId !== null) query.company_id = selection.companyId;
  if (selection.regionId !== null) query.region_id = selection.regionId;
  if (selection.unitId !== null) query.partner_id = selection.unitId;
  if (selection.stationId !== null) query.station_id = selection.stationId;
  return query;
}
