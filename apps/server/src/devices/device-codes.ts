import { and, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { devices } from '../db/schema';

/** The (company, code) pairs among `codes` that devices of `companyIds` already use, as `company\0code` keys. */
export async function existingCodes(db: Database, companyIds: readonly number[], codes: readonly string[]): Promise<Set<string>> {
  if (companyIds.length === 0 || codes.length === 0) return new Set();
  const rows = await db
    .select({ companyId: devices.companyId, code: devices.code })
    .from(devices)
    .where(and(inArray(devices.companyId, [...companyIds]), inArray(devices.code, [...codes])));
  return new Set(rows.map((row) => codeKey(row.companyId, row.code)));
}

export function codeKey(companyId: number, code: string): string {
  return `${companyId}\u0000${code}`;
}
