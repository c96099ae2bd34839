import { and, arrayContains, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { appendAudit } from '../audit/audit-log';
import type { Schemas, ServiceHandlers } from '../contract/handler-types';
import type { Database } from '../db/client';
import { documentCategories, documents, documentVersions, storedFiles } from '../db/documents-schema';
import { ApiError, ok } from '../http/envelope';
import { signedIn } from '../http/request-context';
import { canSee, visibleCompanies } from '../org/company-scope';
import { defineResource, type Resource, type ResourceWriteContext, type ResourceOperationIds } from '../resource/define-resource';
import { writeIn } from '../resource/write-context';
import type { Services } from '../services';
import type { AuthContext } from '../session/auth-context';
import { holdsAction } from '@om/auth/core';
import { storedFilesByIds, type StoredFileRow, takeFile, toStoredFile } from '../files/stored-files';
import { categorySubtree } from './categories';
import { assertDepartmentOf, assertDevicesOf, assertDeviceTypesOf, departmentOf } from './references';
import { containsCondition, keywordCondition, searchTextOf } from './search';
import { NO_TOTAL } from '../resource/list-query';

type DocumentRow = typeof documents.$inferSelect;
type Insert = typeof documents.$inferInsert;
/** A document with its category's name and the file of its newest version. */
export interface Row {
  doc: DocumentRow;
  categoryName: string;
  file: StoredFileRow;
}
export type DocumentResource = Resource<Row, Schemas['Document'], typeof DOCUMENT_OPERATIONS>;

export function toDocument(row: Row): Schemas['Document'] {
  const { doc } = row;
  return {
    id: doc.id,
    company_id: doc.companyId,
    category_id: doc.categoryId,
    category_name: row.categoryName,
    title: doc.title,
    description: doc.description,
    tags: doc.tags,
    device_type_ids: doc.deviceTypeIds,
    device_ids: doc.deviceIds,
    visibility: doc.visibility,
    department_id: doc.departmentId ?? 0,
    current_version: doc.currentVersion,
    file: toStoredFile(row.file),
    created_by: doc.createdBy,
    version: doc.version,
    created_at: doc.createdAt.toISOString(),
    updated_at: doc.updatedAt.toISOString(),
  };
}

function selectRows(db: Database, where: SQL | undefined, total: SQL<number | null> = NO_TOTAL) {
  return db
    .select({ listTotal: total, doc: documents, categoryName: documentCategories.name, file: storedFiles })
    .from(documents)
    .innerJoin(documentCategories, eq(documentCategories.id, documents.categoryId))
    .innerJoin(storedFiles, eq(storedFiles.id, documents.fileId))
    .where(where);
}

async function rowById(db: Database, id: number | undefined): Promise<Row[]> {
  return id === undefined ? [] : selectRows(db, eq(documents.id, id));
}

/** Who reads a document: company visibility, or its department's members, or its uploader; the platform administrator always. */
export async function documentVisibilityCondition(db: Database, auth: AuthContext): Promise<SQL | undefined> {
  if (auth.platformAdmin) return undefined;
  const department = await departmentOf(db, auth.userId);
  return or(eq(documents.visibility, 'company'), eq(documents.createdBy, auth.userId), department === null ? undefined : eq(documents.departmentId, department));
}

/** The file store asks this before a document's file (any version) is read. */
export async function mayReadDocument(db: Database, auth: AuthContext, documentId: number): Promise<boolean> {
  if (!holdsAction(auth.grants, ['dataFilesList'], 'view')) return false;
  const visibility = await visibleCompanies(db, auth, true);
  const [row] = await db
    .select({ companyId: documents.companyId })
    .from(documents)
    .where(and(eq(documents.id, documentId), await documentVisibilityCondition(db, auth)));
  return row !== undefined && canSee(visibility, row.companyId);
}

async function searchText(db: Database, fields: { title: string; tags: readonly string[]; description: string }, fileId: number): Promise<string> {
  const [file] = await db.select({ name: storedFiles.name, text: storedFiles.textExcerpt }).from(storedFiles).where(eq(storedFiles.id, fileId));
  return searchTextOf(fields.title, fields.tags, fields.description, file?.name, file?.text);
}

async function checkedCategory(ctx: ResourceWriteContext, categoryId: number): Promise<number> {
  const [category] = await ctx.tx.select({ companyId: documentCategories.companyId }).from(documentCategories).where(eq(documentCategories.id, categoryId));
  if (!category || !canSee(ctx.visibility, category.companyId)) throw ApiError.referenceNotFound('category_id');
  return category.companyId;
}

/**
 * Documents: filed in a category (its company is the document's), about device types and devices of
 * that company, visible to the company or to one department, each upload a numbered version.
 */
/** Beyond this many keyword matches the library answers `total_exact: false` (the page stays exact). */
export const DOCUMENT_TOTAL_CAP = 100;
/** A keyword found DOCUMENT_TOTAL_CAP + 1 times among this many rows of the list's order needs no n-gram lookup. */
export const DOCUMENT_KEYWORD_WINDOW = 10_000;

const DOCUMENT_OPERATIONS = { list: 'listDocuments', get: 'getDocument', update: 'updateDocument', delete: 'deleteDocument' } satisfies ResourceOperationIds;

export function documentResource(services: Services): DocumentResource {
  return defineResource<Row, Insert, Schemas['Document'], Schemas['DocumentCreate'], Schemas['DocumentUpdate'], typeof DOCUMENT_OPERATIONS>(services, {
    entity: 'document',
    operationIds: DOCUMENT_OPERATIONS,
    store: {
      table: documents,
      id: documents.id,
      version: documents.version,
      select: (db, q) => selectRows(db, q.where, q.total).orderBy(...q.orderBy).limit(q.limit).offset(q.offset),
      insert: async (db, values) => {
        const [inserted] = await db.insert(documents).values(values).returning({ id: documents.id });
        return rowById(db, inserted?.id);
      },
      update: async (db, values, where) => {
        const [updated] = await db.update(documents).set({ ...values, version: sql`${documents.version} + 1`, updatedAt: new Date() }).where(where).returning({ id: documents.id });
        return rowById(db, updated?.id);
      },
      remove: async (db, where) => {
        const rows = await selectRows(db, where);
        await db.delete(documents).where(where);
        return rows;
      },
    },
    scope: { column: documents.companyId, subsidiaries: true, companyOf: (row) => row.doc.companyId },
    list: {
      sortable: { id: documents.id, title: documents.title, updated_at: documents.updatedAt, created_at: documents.createdAt },
      defaultSort: '-updated_at',
      filters: {
        category_id: async (value, ctx) => (typeof value === 'number' ? inArray(documents.categoryId, await categorySubtree(ctx.db, value)) : undefined),
        device_type_id: (value) => (typeof value === 'number' ? arrayContains(documents.deviceTypeIds, [value]) : undefined),
        device_id: (value) => (typeof value === 'number' ? arrayContains(documents.deviceIds, [value]) : undefined),
        tag: (value) => (typeof value === 'string' ? arrayContains(documents.tags, [value]) : undefined),
      },
      keyword: (text) => keywordCondition(documents.searchText, documents.searchGrams, text),
      keywordTotalCap: DOCUMENT_TOTAL_CAP,
      keywordScan: { contains: (text) => containsCondition(documents.searchText, text), window: DOCUMENT_KEYWORD_WINDOW },
      where: (ctx) => documentVisibilityCondition(ctx.db, ctx.auth),
    },
    toDto: toDocument,
    create: {
      schema: 'DocumentCreate',
      toValues: async (input, ctx) => {
        const companyId = await checkedCategory(ctx, input.category_id);
        const fields = { title: input.title.trim(), tags: input.tags ?? [], description: input.description ?? '' };
        return {
          companyId,
          categoryId: input.category_id,
          ...fields,
          deviceTypeIds: input.device_type_ids ?? [],
          deviceIds: input.device_ids ?? [],
          visibility: input.visibility ?? 'company',
          departmentId: input.visibility === 'department' ? input.department_id || null : null,
          fileId: input.file_id,
          createdBy: ctx.auth.userId,
          searchText: await searchText(ctx.tx, fields, input.file_id),
        };
      },
    },
    update: {
      schema: 'DocumentUpdate',
      toValues: async (input, before, ctx) => {
        const { doc } = before;
        if (input.category_id !== undefined && input.category_id !== doc.categoryId && (await checkedCategory(ctx, input.category_id)) !== doc.companyId) {
          throw ApiError.field('category_id', 'validation.sameCompany');
        }
        const fields = { title: input.title?.trim() ?? doc.title, tags: input.tags ?? doc.tags, description: input.description ?? doc.description };
        const visibility = input.visibility ?? doc.visibility;
        return {
          categoryId: input.category_id,
          ...fields,
          deviceTypeIds: input.device_type_ids,
          deviceIds: input.device_ids,
          visibility,
          departmentId: visibility === 'department' ? (input.department_id ?? doc.departmentId ?? 0) || null : null,
          searchText: await searchText(ctx.tx, fields, doc.fileId),
        };
      },
    },
    async validate(ctx, change) {
      const companyId = change.kind === 'update' ? change.before.doc.companyId : change.values.companyId;
      if (companyId === undefined) throw ApiError.referenceNotFound('category_id');
      const { values } = change;
      if (values.title !== undefined && !values.title) throw ApiError.field('title', 'validation.empty');
      if (values.visibility === 'department') {
        if (!values.departmentId) throw ApiError.field('department_id', 'validation.required');
        await assertDepartmentOf(ctx.tx, values.departmentId, companyId);
      }
      await assertDeviceTypesOf(ctx.tx, values.deviceTypeIds ?? [], companyId);
      await assertDevicesOf(ctx.tx, values.deviceIds ?? [], companyId);
    },
    // Released when the delete becomes final (its undo is over), not when it is made.
    files: 'document',
  });
}

export function toDocumentVersion(row: typeof documentVersions.$inferSelect, file: Schemas['StoredFile']): Schemas['DocumentVersion'] {
  return { id: row.id, document_id: row.documentId, number: row.number, note: row.note, file, created_by: row.createdBy, created_at: row.createdAt.toISOString() };
}

/** Create (version 1 with its file), the version history, and a new version that keeps the old ones. */
export function documentHandlers(services: Services, resource: DocumentResource): Pick<ServiceHandlers, 'createDocument' | 'listDocumentVersions' | 'addDocumentVersion'> {
  const write = <T>(request: FastifyRequest, work: (ctx: ResourceWriteContext) => Promise<T>) =>
    writeIn(services, request, async (ctx) => work({ ...ctx, visibility: await resource.visibility(ctx.tx, ctx.auth) }));

  return {
    async createDocument(request) {
      const body = request.body;
      const row = await write(request, async (ctx) => {
        const created = await resource.createRow(ctx, body, 'create');
        const { doc } = created;
        await takeFile(ctx, 'file_id', doc.fileId, 'document', { kind: 'document', id: doc.id, companyId: doc.companyId });
        const note = body.note ?? '';
        await ctx.tx.insert(documentVersions).values({ companyId: doc.companyId, documentId: doc.id, number: 1, fileId: doc.fileId, note, createdBy: ctx.auth.userId });
        return created;
      });
      return ok(toDocument(row));
    },

    async listDocumentVersions(request) {
      const row = await resource.findVisible(services.db, signedIn(request), request.params.id);
      if (!row) throw ApiError.notFound();
      const versions = await services.db.select().from(documentVersions).where(eq(documentVersions.documentId, row.doc.id)).orderBy(desc(documentVersions.number));
      const files = await storedFilesByIds(services.db, versions.map((version) => version.fileId));
      return ok({
        items: versions.flatMap((version) => {
          const file = files.get(version.fileId);
          return file ? [toDocumentVersion(version, file)] : [];
        }),
      });
    },

    async addDocumentVersion(request) {
      const id = request.params.id;
      const body = request.body;
      const fileId = body.file_id;
      const note = body.note ?? '';
      const row = await write(request, async (ctx) => {
        const [locked] = await ctx.tx.select({ id: documents.id }).from(documents).where(eq(documents.id, id)).for('update');
        const before = locked ? await resource.findVisible(ctx.tx, ctx.auth, id) : undefined;
        if (!before) throw ApiError.notFound();
        if (before.doc.version !== body.version) throw ApiError.staleVersion();
        const { doc } = before;
        const file = await takeFile(ctx, 'file_id', fileId, 'document', { kind: 'document', id: doc.id, companyId: doc.companyId });
        const number = doc.currentVersion + 1;
        await ctx.tx.insert(documentVersions).values({ companyId: doc.companyId, documentId: doc.id, number, fileId: file.id, note, createdBy: ctx.auth.userId });
        await ctx.tx
          .update(documents)
          .set({
            fileId: file.id,
            currentVersion: number,
            searchText: searchTextOf(doc.title, doc.tags, doc.description, file.name, file.textExcerpt),
            version: sql`${documents.version} + 1`,
            updatedAt: new Date(),
          })
          .where(eq(documents.id, doc.id));
        const [after] = await rowById(ctx.tx, doc.id);
        if (!after) throw ApiError.notFound();
        await appendAudit(ctx.tx, {
          companyId: doc.companyId, userId: ctx.auth.userId, action: 'document.add_version', entity: 'document', entityId: doc.id,
          before: toDocument(before), after: { ...toDocument(after), note }, ip: ctx.ip,
        });
        return after;
      });
      return ok(toDocument(row));
    },
  };
}
