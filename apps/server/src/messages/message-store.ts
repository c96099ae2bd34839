import { and, asc, count, desc, eq, gt, ilike, isNotNull, isNull, max, or, type SQL } from 'drizzle-orm';
import { appendAudit } from '../audit/audit-log';
import type { Schemas } from '../contract/handler-types';
import type { Database } from '../db/client';
import { messages } from '../db/schema';
import type { LatestMessageCache } from './latest-message-cache';

export type MessageType = Schemas['MessageType'];
export const MESSAGE_TYPES: readonly MessageType[] = ['system', 'broadcast', 'alarm', 'workorder', 'approval'];

type MessageRow = typeof messages.$inferSelect;

export function toMessage(row: MessageRow): Schemas['Message'] {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    type: row.type,
    read: row.readAt !== null,
    created_at: row.createdAt.toISOString(),
  };
}

const visibleTo = (userId: number) => and(eq(messages.userId, userId), isNull(messages.deletedAt));

export interface NewMessage {
  companyId: number;
  userId: number;
  title: string;
  content: string;
  type: MessageType;
  createdAt?: Date;
}

/** Delivers messages (one row per recipient) with one audit entry, then tells the poll cache. */
export async function createMessages(
  db: Database,
  latest: LatestMessageCache,
  list: readonly NewMessage[],
  actor: { userId: number | null; companyId: number | null; ip?: string },
): Promise<number[]> {
  if (list.length === 0) return [];
  const rows = await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(messages)
      .values(list.map((message) => ({ ...message, createdAt: message.createdAt ?? new Date() })))
      .returning({ id: messages.id, userId: messages.userId, createdAt: messages.createdAt });
    await appendAudit(tx, {
      companyId: actor.companyId,
      userId: actor.userId,
      action: 'message.create',
      entity: 'message',
      entityId: null,
      after: { ids: inserted.map((row) => row.id) },
      ip: actor.ip,
    });
    return inserted;
  });
  for (const row of rows) latest.noteNew(row.userId, row.createdAt.getTime());
  return rows.map((row) => row.id);
}

/**
 * Inserts messages and their audit entry in the caller's transaction; the caller tells the poll cache
 * (`LatestMessageCache.noteNew`) about the returned rows after the commit.
 */
export async function storeMessages(
  tx: Database,
  list: readonly NewMessage[],
  actor: { userId: number | null; companyId: number | null; ip?: string },
): Promise<{ id: number; userId: number; createdAt: Date }[]> {
  if (list.length === 0) return [];
  const createdAt = new Date();
  const inserted = await tx
    .insert(messages)
    .values(list.map((message) => ({ ...message, createdAt: message.createdAt ?? createdAt })))
    .returning({ id: messages.id, userId: messages.userId, createdAt: messages.createdAt });
  await appendAudit(tx, {
    companyId: actor.companyId,
    userId: actor.userId,
    action: 'message.create',
    entity: 'message',
    entityId: null,
    after: { ids: inserted.map((row) => row.id), title: list[0]?.title },
    ip: actor.ip,
  });
  return inserted;
}

/**
 * Delivers messages inside a larger write (an approval step, a broadcast): rows and their audit entry
 * in the caller's transaction, the poll cache told after the commit.
 */
export async function insertMessages(
  ctx: { tx: Database; auth: { userId: number; companyId: number }; ip: string; services: { latestMessages: LatestMessageCache }; afterCommit(task: () => void): void },
  list: readonly NewMessage[],
): Promise<number[]> {
  const inserted = await storeMessages(ctx.tx, list, { userId: ctx.auth.userId, companyId: ctx.auth.companyId, ip: ctx.ip });
  ctx.afterCommit(() => {
    for (const row of inserted) ctx.services.latestMessages.noteNew(row.userId, row.createdAt.getTime());
  });
  return inserted.map((row) => row.id);
}

export async function newestMessageTime(db: Database, userId: number): Promise<number> {
  const [row] = await db.select({ newest: max(messages.createdAt) }).from(messages).where(visibleTo(userId));
  return row?.newest ? row.newest.getTime() : 0;
}

export async function messagesSince(db: Database, userId: number, since: number, limit: number): Promise<MessageRow[]> {
  return db
    .select()
    .from(messages)
    .where(and(visibleTo(userId), gt(messages.createdAt, new Date(since))))
    .orderBy(asc(messages.createdAt), asc(messages.id))
    .limit(limit);
}

export interface MessageFilter {
  type?: MessageType;
  status?: 'read' | 'unread';
  keyword?: string;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

function filterClause(userId: number, filter: MessageFilter): SQL | undefined {
  const parts: (SQL | undefined)[] = [visibleTo(userId)];
  if (filter.type) parts.push(eq(messages.type, filter.type));
  if (filter.status === 'read') parts.push(isNotNull(messages.readAt));
  if (filter.status === 'unread') parts.push(isNull(messages.readAt));
  const keyword = filter.keyword?.trim();
  if (keyword) {
    const pattern = `%${escapeLike(keyword)}%`;
    parts.push(or(ilike(messages.title, pattern), ilike(messages.content, pattern)));
  }
  return and(...parts);
}

export type MessageSort = '+id' | '-id' | '+created_at' | '-created_at';

const ORDER: Record<MessageSort, SQL[]> = {
  '+id': [asc(messages.id)],
  '-id': [desc(messages.id)],
  '+created_at': [asc(messages.createdAt), asc(messages.id)],
  '-created_at': [desc(messages.createdAt), desc(messages.id)],
};

export async function listMessagePage(
  db: Database,
  userId: number,
  filter: MessageFilter,
  paging: { page: number; limit: number; sort: MessageSort },
): Promise<{ items: Schemas['Message'][]; total: number }> {
  const where = filterClause(userId, filter);
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(messages)
      .where(where)
      .orderBy(...ORDER[paging.sort])
      .limit(paging.limit)
      .offset((paging.page - 1) * paging.limit),
    db.select({ total: count() }).from(messages).where(where),
  ]);
  return { items: rows.map(toMessage), total: totals?.total ?? 0 };
}

export async function latestMessages(db: Database, userId: number, limit: number): Promise<Schemas['Message'][]> {
  const rows = await db.select().from(messages).where(visibleTo(userId)).orderBy(desc(messages.createdAt), desc(messages.id)).limit(limit);
  return rows.map(toMessage);
}

export async function countMessages(db: Database, userId: number): Promise<{ total: number; unread: number }> {
  const [row] = await db
    .select({ total: count(), unread: count(messages.readAt) })
    .from(messages)
    .where(visibleTo(userId));
  const total = row?.total ?? 0;
  // count(read_at) counts the read ones
  return { total, unread: total - (row?.unread ?? 0) };
}

/** Soft-deletes one of the caller's own messages; false when there is no such message of theirs. */
export async function deleteOwnMessage(
  db: Database,
  actor: { userId: number; companyId: number; ip: string },
  id: number,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(messages)
      .set({ deletedAt: new Date() })
      .where(and(eq(messages.id, id), eq(messages.userId, actor.userId), eq(messages.companyId, actor.companyId), isNull(messages.deletedAt)))
      .returning();
    if (!row) return false;
    await appendAudit(tx, {
      companyId: actor.companyId,
      userId: actor.userId,
      action: 'message.delete',
      entity: 'message',
      entityId: id,
      before: { ...toMessage(row), deleted: false },
      after: { deleted: true },
      ip: actor.ip,
    });
    return true;
  });
}
