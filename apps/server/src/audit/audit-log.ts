import { createHash } from 'node:crypto';
import { asc, desc, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { auditLog } from '../db/schema';

export interface AuditEntry {
  companyId: number | null;
  userId: number | null;
  action: string;
  entity: string;
  entityId: string | number | null;
  before?: unknown;
  after?: unknown;
  ip?: string;
}

const GENESIS_HASH = '0'.repeat(64);
// Serialises appends so that two transactions never chain onto the same previous entry.
const AUDIT_LOCK_KEY = 7_240_311;

/** JSON with object keys sorted at every level, so the same content always hashes the same. */
export function canonicalJson(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

interface HashedContent {
  at: Date;
  companyId: number | null;
  userId: number | null;
  action: string;
  entity: string;
  entityId: string | null;
  before: unknown;
  after: unknown;
  ip: string;
}

export function auditHash(prevHash: string, content: HashedContent): string {
  const canonical = canonicalJson({
    at: content.at,
    company_id: content.companyId,
    user_id: content.userId,
    action: content.action,
    entity: content.entity,
    entity_id: content.entityId,
    before: content.before ?? null,
    after: content.after ?? null,
    ip: content.ip,
  });
  return createHash('sha256').update(prevHash).update('\n').update(canonical).digest('hex');
}

/** What an entry's hash covers: JSON round trip, as jsonb stores what JSON can express and the hash must cover exactly that. */
function contentOf(entry: AuditEntry, at: Date): HashedContent {
  return {
    at,
    companyId: entry.companyId,
    userId: entry.userId,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId === null ? null : String(entry.entityId),
    before: entry.before === undefined ? null : JSON.parse(JSON.stringify(entry.before)),
    after: entry.after === undefined ? null : JSON.parse(JSON.stringify(entry.after)),
    ip: entry.ip ?? '',
  };
}

/** Appends one entry; call it inside the transaction of the write it records. */
export async function appendAudit(tx: Database, entry: AuditEntry): Promise<void> {
  await appendAuditEntries(tx, [entry]);
}

/**
 * Appends entries in their order, chained, in one locked step (the lock, the last hash, one
 * multi-row insert): an import's chunk files its rows' entries in three statements. The insert's
 * ids follow the VALUES order (nextval per row, in order), and the lock keeps other writers out
 * until the transaction ends, so the chain reads in id order exactly as it was hashed.
 */
export async function appendAuditEntries(tx: Database, entries: readonly AuditEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await tx.execute(sql`select pg_advisory_xact_lock(${AUDIT_LOCK_KEY})`);
  const [last] = await tx.select({ hash: auditLog.hash }).from(auditLog).orderBy(desc(auditLog.id)).limit(1);
  let prevHash = last?.hash ?? GENESIS_HASH;
  const at = new Date();
  const rows = entries.map((entry) => {
    const content = contentOf(entry, at);
    const row = { ...content, prevHash, hash: auditHash(prevHash, content) };
    prevHash = row.hash;
    return row;
  });
  await tx.insert(auditLog).values(rows);
}

export type AuditVerification = { ok: true; entries: number } | { ok: false; entries: number; brokenAt: number; reason: string };

/** Walks the whole chain in order and reports the first entry whose link or content does not match. */
export async function verifyAuditChain(db: Database, batchSize = 1000): Promise<AuditVerification> {
  let prevHash = GENESIS_HASH;
  let lastId = 0;
  let entries = 0;
  for (;;) {
    const rows = await db
      .select()
      .from(auditLog)
      .where(sql`${auditLog.id} > ${lastId}`)
      .orderBy(asc(auditLog.id))
      .limit(batchSize);
    if (rows.length === 0) return { ok: true, entries };
    for (const row of rows) {
      if (row.prevHash !== prevHash) {
        return { ok: false, entries, brokenAt: row.id, reason: 'prev_hash does not match the previous entry' };
      }
      if (auditHash(prevHash, row) !== row.hash) {
        return { ok: false, entries, brokenAt: row.id, reason: 'content does not match its hash' };
      }
      prevHash = row.hash;
      lastId = row.id;
      entries += 1;
    }
  }
}
