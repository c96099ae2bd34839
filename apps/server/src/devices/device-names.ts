import type { Database } from '../db/client';
import { deviceTypes, regions } from '../db/schema';

const TTL_MS = 5_000;

interface Names {
  types: Map<number, string>;
  regions: Map<number, string>;
  loadedAt: number;
}

// Per database (each app, each test file has its own).
const caches = new WeakMap<Database, { names?: Names; loading?: Promise<Names> }>();

async function load(db: Database): Promise<Names> {
  const [typeRows, regionRows] = await Promise.all([
    db.select({ id: deviceTypes.id, name: deviceTypes.name }).from(deviceTypes),
    db.select({ id: regions.id, title: regions.title }).from(regions),
  ]);
  return { types: new Map(typeRows.map((row) => [row.id, row.name])), regions: new Map(regionRows.map((row) => [row.id, row.title])), loadedAt: Date.now() };
}

/**
 * Type names and region titles for list pages, from memory: both tables are small and rarely change,
 * and a page of the ledger would otherwise pay four lookups per row. Reloaded after 5 s (another
 * process may have renamed something), at once after a local write (invalidateDeviceNames) and when an
 * id is unknown. A device's own answer (GET /api/devices/{id}) reads the names from the database.
 */
export async function deviceNames(db: Database, ids: { typeIds: readonly number[]; regionIds: readonly number[] }): Promise<Names> {
  let entry = caches.get(db);
  if (!entry) {
    entry = {};
    caches.set(db, entry);
  }
  const current = entry.names;
  const fresh =
    current &&
    Date.now() - current.loadedAt < TTL_MS &&
    ids.typeIds.every((id) => current.types.has(id)) &&
    ids.regionIds.every((id) => current.regions.has(id));
  if (fresh) return current;
  const slot = entry;
  slot.loading ??= load(db).finally(() => {
    slot.loading = undefined;
  });
  slot.names = await slot.loading;
  return slot.names;
}

export function invalidateDeviceNames(db: Database): void {
  const entry = caches.get(db);
  if (entry) entry.names = undefined;
}
