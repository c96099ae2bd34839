import type { CockpitSelection } from '@om/ui';
import { browserLocalStorage, readJson, writeJson, type KeyValueStorage } from './storage';
import { asIdOrNull, asId, asString, isRecord } from './validate';

/** The selections of the intellect, healthy and energy dashboards: names for display, ids for queries. */
export interface IntellectSelection {
  company: string;
  companyid: number | null;
  region: string;
  regionid: number | null;
  /** Company ids from the top of the company tree down to the chosen one. */
  companyPath: number[];
}

export interface HealthySelection {
  groupid: number | null;
  company: string;
  companyid: number | null;
  region: string;
  regionid: number | null;
}

export interface EnergySelection {
  company: string;
  companyid: number | null;
  region: string;
  regionid: number | null;
}

export const SELECTION_STORAGE_KEYS = {
  cockpit: 'cockpit',
  intellect: 'intellect',
  healthy: 'healthy',
  energy: 'energy',
  warehouse: 'warehouse',
  menuType: 'menuType',
} as const;

export const DEFAULT_MENU_TYPE = 1;

const text = (value: unknown): string => asString(value) ?? '';
const idPath = (value: unknown): number[] =>
  Array.isArray(value) ? value.map(asId).filter((id): id is number => id !== undefined) : [];

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
  partnerId: asIdOrNull(saved['partnerId']),
  stationId: asIdOrNull(saved['stationId']),
}));

const intellect = jsonSelection<IntellectSelection>(SELECTION_STORAGE_KEYS.intellect, (saved) => ({
  company: text(saved['company']),
  companyid: asIdOrNull(saved['companyid']),
  region: text(saved['region']),
  regionid: asIdOrNull(saved['regionid']),
  companyPath: idPath(saved['companyPath']),
}));

const healthy = jsonSelection<HealthySelection>(SELECTION_STORAGE_KEYS.healthy, (saved) => ({
  groupid: asIdOrNull(saved['groupid']),
  company: text(saved['company']),
  companyid: asIdOrNull(saved['companyid']),
  region: text(saved['region']),
  regionid: asIdOrNull(saved['regionid']),
}));

const energy = jsonSelection<EnergySelection>(SELECTION_STORAGE_KEYS.energy, (saved) => ({
  company: text(saved['company']),
  companyid: asIdOrNull(saved['companyid']),
  region: text(saved['region']),
  regionid: asIdOrNull(saved['regionid']),
}));

export const readCockpitSelection = cockpit.read;
export const writeCockpitSelection = cockpit.write;
export const readIntellectSelection = intellect.read;
export const writeIntellectSelection = intellect.write;
export const readHealthySelection = healthy.read;
export const writeHealthySelection = healthy.write;
export const readEnergySelection = energy.read;
export const writeEnergySelection = energy.write;

/** Stored as bare text (an id), not JSON. */
export function readWarehouseSelection(storage: KeyValueStorage = browserLocalStorage()): number | null {
  return asIdOrNull(storage.getItem(SELECTION_STORAGE_KEYS.warehouse));
}

export function writeWarehouseSelection(warehouseId: number | null, storage: KeyValueStorage = browserLocalStorage()): void {
  if (warehouseId === null) storage.removeItem(SELECTION_STORAGE_KEYS.warehouse);
  else storage.setItem(SELECTION_STORAGE_KEYS.warehouse, String(warehouseId));
}

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
  if (selection.partnerId !== null) query.partner_id = selection.partnerId;
  if (selection.stationId !== null) query.station_id = selection.stationId;
  return query;
}
