import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { DatabaseCache } from '../db/database-cache';
import { executeRows } from '../db/raw';
import { deviceTypes, regions } from '../db/schema';

interface Names {
  types: Map<number, string>;
  regions: Map<number, string>;
}

function idNameMap(pairs: unknown): Map<number, string> {
  const map = new Map<number, string>();
  if (!Array.isArray(pairs)) return map;
  for (const pair of pairs) {
    if (Array.isArray(pair) && typeof pair[0] === 'number' && typeof pair[1] === 'string') map.set(pair[0], pair[1]);
  }
  return map;
}

/** Both tables in one statement (a json value: PGlite parses it once instead of field by field). */
const names = new DatabaseCache<Names>({
  affectedBy: (change) => change === 'device_types' || change === 'regions',
  load: async (db) => {
    const [row] = await executeRows(
      db,
      sql`select (select coalesce(json_agg(json_build_array(${deviceTypes.id}, ${deviceTypes.name})), '[]'::json) from ${deviceTypes}) as types,
                 (select coalesce(json_agg(json_build_array(${regions.id}, ${regions.title})), '[]'::json) from ${regions}) as regions`,
    );
    return { types: idNameMap(row?.['types']), regions: idNameMap(row?.['regions']) };
  },
});

/**
 * Type names and region titles for list pages, from memory: both tables are small and rarely change,
 * and a page of the ledger would otherwise pay four lookups per row. Reloaded when the change feed
 * reports a write to either table (from any process), after a local write (invalidateDeviceNames) and
 * when an id is unknown. A device's own answer (GET /api/devices/{id}) reads the names from the database.
 */
export async function deviceNames(db: Database, ids: { typeIds: readonly number[]; regionIds: readonly number[] }): Promise<Names> {
  const current = await names.get(db);
  if (ids.typeIds.every((id) => current.types.has(id)) && ids.regionIds.every((id) => current.regions.has(id))) return current;
  names.invalidate(db);
  return names.get(db);
}

export function invalidateDeviceNames(db: Database): void {
  names.invalidate(db);
}
