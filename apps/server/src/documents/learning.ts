import { and, asc, count, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Schemas, ServiceHandlers } from '../contract/handler-types';
import type { Database } from '../db/client';
import { learningItems, learningRecords, storedFiles } from '../db/documents-schema';
import { users } from '../db/schema';
import { ApiError, ok } from '../http/envelope';
import { signedIn } from '../http/request-context';
import { canSee } from '../org/company-scope';
import { defineResource, type Resource, type ResourceWriteContext, type ResourceOperationIds } from '../resource/define-resource';
import { writeIn } from '../resource/write-context';
import type { Services } from '../services';
import type { AuthContext } from '../session/auth-context';
import { type StoredFileRow, takeFile, toStoredFile } from '../files/stored-files';
import { keywordCondition, searchTextOf } from './search';
import { NO_TOTAL } from '../resource/list-query';

type ItemRow = typeof learningItems.$inferSelect;
type Insert = typeof learningItems.$inferInsert;
/** A learning item with its file and how many have read / completed it. */
export interface Row {
  item: ItemRow;
  file: StoredFileRow;
  readCount: number;
  completedCount: number;
}
export type LearningResource = Resource<Row, Schemas['LearningItem'], typeof LEARNING_OPERATIONS>;
type Mine = { readAt: Date | null; completedAt: Date | null };

const NOBODY: Mine = { readAt: null, completedAt: null };

/** The item as `auth`'s user sees it (their own read / completed times). */
export function toLearningItem(row: Row, mine: Mine = NOBODY): Schemas['LearningItem'] {
  const { item } = row;
  return {
    id: item.id,
    company_id: item.companyId,
    title: item.title,
    description: item.description,
    kind: item.kind,
    required: item.required,
    file: toStoredFile(row.file),
    read_count: row.readCount,
    completed_count: row.completedCount,
    my_read_at: mine.readAt?.toISOString() ?? null,
    my_completed_at: mine.completedAt?.toISOString() ?? null,
    created_by: item.createdBy,
    version: item.version,
    created_at: item.createdAt.toISOString(),
    updated_at: item.updatedAt.toISOString(),
  };
}

function selectRows(db: Database, where: SQL | undefined, total: SQL<number | null> = NO_TOTAL) {
  return db
    .select({
      listTotal: total,
      item: learningItems,
      file: storedFiles,
      readCount: sql<number>`(select count(*) from ${learningRecords} r where r.item_id = ${learningItems.id})`.mapWith(Number),
      completedCount: sql<number>`(select count(*) from ${learningRecords} r where r.item_id = ${learningItems.id} and r.completed_at is not null)`.mapWith(Number),
    })
    .from(learningItems)
    .innerJoin(storedFiles, eq(storedFiles.id, learningItems.fileId))
    .where(where);
}

async function rowById(db: Database, id: number | undefined): Promise<Row[]> {
  return id === undefined ? [] : selectRows(db, eq(learningItems.id, id));
}

async function recordsOf(db: Database, userId: number, itemIds: readonly number[]): Promise<Map<number, Mine>> {
  if (itemIds.length === 0) return new Map();
  const rows = await db
    .select({ itemId: learningRecords.itemId, readAt: learningRecords.readAt, completedAt: learningRecords.completedAt })
    .from(learningRecords)
    .where(and(eq(learningRecords.userId, userId), inArray(learningRecords.itemId, [...itemIds])));
  return new Map(rows.map((row) => [row.itemId, row]));
}

const searchOf = (item: Pick<ItemRow, 'title' | 'description'>, file?: { name: string; textExcerpt: string }) => searchTextOf(item.title, item.description, file?.name, file?.textExcerpt);

/** Learning material: a document or video file, optionally required of everyone in the company. */
const LEARNING_OPERATIONS = { delete: 'deleteLearningItem' } satisfies ResourceOperationIds;

export function learningResource(services: Services): LearningResource {
  return defineResource<Row, Insert, Schemas['LearningItem'], Schemas['LearningItemCreate'], Schemas['LearningItemUpdate'], typeof LEARNING_OPERATIONS>(services, {
    entity: 'learning_item',
    operationIds: LEARNING_OPERATIONS,
    store: {
      table: learningItems,
      id: learningItems.id,
      version: learningItems.version,
      select: (db, q) => selectRows(db, q.where, q.total).orderBy(...q.orderBy).limit(q.limit).offset(q.offset),
      insert: async (db, values) => {
        const [inserted] = await db.insert(learningItems).values(values).returning({ id: learningItems.id });
        return rowById(db, inserted?.id);
      },
      update: async (db, values, where) => {
        const [updated] = await db.update(learningItems).set({ ...values, version: sql`${learningItems.version} + 1`, updatedAt: new Date() }).where(where).returning({ id: learningItems.id });
        return rowById(db, updated?.id);
      },
      remove: async (db, where) => {
        const rows = await selectRows(db, where);
        await db.delete(learningItems).where(where);
        return rows;
      },
    },
    scope: { column: learningItems.companyId, subsidiaries: true, companyOf: (row) => row.item.companyId },
    list: {
      sortable: { id: learningItems.id, title: learningItems.title, updated_at: learningItems.updatedAt, created_at: learningItems.createdAt },
      defaultSort: '-updated_at',
      filters: { required: { column: learningItems.required }, kind: { column: learningItems.kind } },
      keyword: (text) => keywordCondition(learningItems.searchText, learningItems.searchGrams, text),
    },
    toDto: (row) => toLearningItem(row),
    create: {
      schema: 'LearningItemCreate',
      toValues: async (input, ctx) => {
        const [file] = await ctx.tx.select({ name: storedFiles.name, textExcerpt: storedFiles.textExcerpt }).from(storedFiles).where(eq(storedFiles.id, input.file_id));
        const fields = { title: input.title.trim(), description: input.description ?? '' };
        return {
          companyId: ctx.auth.companyId,
          ...fields,
          kind: input.kind,
          required: input.required ?? false,
          fileId: input.file_id,
          createdBy: ctx.auth.userId,
          searchText: searchOf(fields, file),
        };
      },
    },
    update: {
      schema: 'LearningItemUpdate',
      toValues: (input, before) => {
        const fields = { title: input.title?.trim() ?? before.item.title, description: input.description ?? before.item.description };
        return { ...fields, required: input.required, searchText: searchOf(fields, before.file) };
      },
    },
    async validate(ctx, change) {
      const companyId = change.kind === 'update' ? change.before.item.companyId : change.values.companyId;
      if (companyId === undefined || !canSee(ctx.visibility, companyId)) throw ApiError.referenceNotFound('company_id');
      if (change.values.title !== undefined && !change.values.title) throw ApiError.field('title', 'validation.empty');
    },
    // Released when the delete becomes final (its undo is over), not when it is made.
    files: 'learning',
  });
}

/** The list, detail, create and update as the caller sees them (their own record), reading records and who has not read. */
export function learningHandlers(
  services: Services,
  resource: LearningResource,
): Pick<ServiceHandlers, 'listLearningItems' | 'getLearningItem' | 'createLearningItem' | 'updateLearningItem' | 'recordLearningProgress' | 'listLearningReaders'> {
  const { db } = services;
  const write = <T>(request: FastifyRequest, work: (ctx: ResourceWriteContext) => Promise<T>) =>
    writeIn(services, request, async (ctx) => work({ ...ctx, visibility: await resource.visibility(ctx.tx, ctx.auth) }));
  const asSeenBy = async (database: Database, auth: AuthContext, row: Row) => toLearningItem(row, (await recordsOf(database, auth.userId, [row.item.id])).get(row.item.id));
  const visible = async (database: Database, auth: AuthContext, id: number) => {
    const row = await resource.findVisible(database, auth, id);
    if (!row) throw ApiError.notFound();
    return row;
  };

  return {
    async listLearningItems(request) {
      const ctx = await resource.readContext(request);
      const page = typeof ctx.query['page'] === 'number' ? ctx.query['page'] : 1;
      const limit = Math.min(typeof ctx.query['limit'] === 'number' ? ctx.query['limit'] : 20, 100);
      const where = await resource.listWhere(ctx);
      const [rows, [totals]] = await Promise.all([
        selectRows(db, where).orderBy(...resource.orderOf(ctx.query)).limit(limit).offset((page - 1) * limit),
        db.select({ total: count() }).from(learningItems).where(where),
      ]);
      const mine = await recordsOf(db, ctx.auth.userId, rows.map((row) => row.item.id));
      return ok({ items: rows.map((row) => toLearningItem(row, mine.get(row.item.id))), total: totals?.total ?? 0 });
    },

    async getLearningItem(request) {
      const auth = signedIn(request);
      return ok(await asSeenBy(db, auth, await visible(db, auth, request.params.id)));
    },

    async createLearningItem(request) {
      const body = request.body;
      const row = await write(request, async (ctx) => {
        const created = await resource.createRow(ctx, body, 'create');
        await takeFile(ctx, 'file_id', created.item.fileId, 'learning', { kind: 'learning', id: created.item.id, companyId: created.item.companyId });
        return created;
      });
      return ok(toLearningItem(row));
    },

    async updateLearningItem(request) {
      const id = request.params.id;
      const body = request.body;
      const row = await write(request, (ctx) => resource.updateRow(ctx, id, body, 'update'));
      return ok(await asSeenBy(db, signedIn(request), row));
    },

    async recordLearningProgress(request) {
      const id = request.params.id;
      const completed = request.body.state === 'completed';
      const row = await write(request, async (ctx) => {
        const before = await visible(ctx.tx, ctx.auth, id);
        const now = new Date();
        await ctx.tx
          .insert(learningRecords)
          .values({ itemId: id, userId: ctx.auth.userId, companyId: before.item.companyId, readAt: now, completedAt: completed ? now : null })
          .onConflictDoUpdate({
            target: [learningRecords.itemId, learningRecords.userId],
            set: completed ? { completedAt: sql`coalesce(${learningRecords.completedAt}, ${now.toISOString()}::timestamptz)`, updatedAt: now } : { updatedAt: now },
          });
        const [after] = await rowById(ctx.tx, id);
        if (!after) throw ApiError.notFound();
        return after;
      });
      return ok(await asSeenBy(db, signedIn(request), row));
    },

    async listLearningReaders(request) {
      const auth = signedIn(request);
      const row = await visible(db, auth, request.params.id);
      const state = request.query.state ?? 'unread';
      const condition = state === 'done' ? isNotNull(learningRecords.completedAt) : state === 'incomplete' ? isNull(learningRecords.completedAt) : isNull(learningRecords.readAt);
      const people = await db
        .select({ id: users.id, name: users.name, username: users.username, departmentId: users.departmentId, readAt: learningRecords.readAt, completedAt: learningRecords.completedAt })
        .from(users)
        .leftJoin(learningRecords, and(eq(learningRecords.userId, users.id), eq(learningRecords.itemId, row.item.id)))
        .where(and(eq(users.companyId, row.item.companyId), eq(users.status, 'active'), condition))
        .orderBy(asc(users.name), asc(users.id))
        .limit(2000);
      return ok({
        items: people.map((person) => ({
          user_id: person.id,
          name: person.name,
          username: person.username,
          department_id: person.departmentId ?? 0,
          read_at: person.readAt?.toISOString() ?? null,
          completed_at: person.completedAt?.toISOString() ?? null,
        })),
      });
    },
  };
}
