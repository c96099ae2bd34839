import { eq, sql, getTableColumns } from 'drizzle-orm';
import type { Schemas } from '../contract/handler-types';
import { experiences } from '../db/documents-schema';
import { ApiError } from '../http/envelope';
import { canSee } from '../org/company-scope';
import { defineResource, type Resource, type ResourceOperationIds } from '../resource/define-resource';
import type { Services } from '../services';
import { assertDeviceTypesOf } from './references';
import { keywordCondition, searchTextOf } from './search';

type Row = typeof experiences.$inferSelect;
type Insert = typeof experiences.$inferInsert;
export type ExperienceResource = Resource<Row, Schemas['Experience'], typeof EXPERIENCE_OPERATIONS>;

export function toExperience(row: Row): Schemas['Experience'] {
  return {
    id: row.id,
    company_id: row.companyId,
    title: row.title,
    device_type_id: row.deviceTypeId ?? 0,
    fault_code: row.faultCode,
    symptom: row.symptom,
    cause: row.cause,
    action: row.action,
    parts: row.parts,
    work_orders: row.workOrders,
    tags: row.tags,
    created_by: row.createdBy,
    version: row.version,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

type Searchable = Pick<Row, 'title' | 'faultCode' | 'symptom' | 'cause' | 'action' | 'parts' | 'tags'>;
const searchOf = (row: Searchable) => searchTextOf(row.title, row.faultCode, row.tags, row.symptom, row.cause, row.action, row.parts);

/** Fault-handling experience: symptom, cause, action, parts, device type, fault code, linked work orders. */
const EXPERIENCE_OPERATIONS = { list: 'listExperiences', get: 'getExperience', create: 'createExperience', update: 'updateExperience', delete: 'deleteExperience' } satisfies ResourceOperationIds;

export function experienceResource(services: Services): ExperienceResource {
  return defineResource<Row, Insert, Schemas['Experience'], Schemas['ExperienceCreate'], Schemas['ExperienceUpdate'], typeof EXPERIENCE_OPERATIONS>(services, {
    entity: 'experience',
    operationIds: EXPERIENCE_OPERATIONS,
    store: {
      table: experiences,
      id: experiences.id,
      version: experiences.version,
      select: (db, q) => db.select({ ...getTableColumns(experiences), listTotal: q.total }).from(experiences).where(q.where).orderBy(...q.orderBy).limit(q.limit).offset(q.offset),
      insert: (db, values) => db.insert(experiences).values(values).returning(),
      update: (db, values, where) => db.update(experiences).set({ ...values, version: sql`${experiences.version} + 1`, updatedAt: new Date() }).where(where).returning(),
      remove: (db, where) => db.delete(experiences).where(where).returning(),
    },
    scope: { column: experiences.companyId, subsidiaries: true, companyOf: (row) => row.companyId },
    list: {
      sortable: { id: experiences.id, title: experiences.title, fault_code: experiences.faultCode, updated_at: experiences.updatedAt, created_at: experiences.createdAt },
      defaultSort: '-updated_at',
      filters: {
        device_type_id: { column: experiences.deviceTypeId },
        fault_code: (value) => (typeof value === 'string' ? eq(experiences.faultCode, value.trim()) : undefined),
      },
      keyword: (text) => keywordCondition(experiences.searchText, experiences.searchGrams, text),
    },
    toDto: toExperience,
    create: {
      schema: 'ExperienceCreate',
      toValues: (input, ctx) => {
        const fields = {
          title: input.title.trim(),
          faultCode: input.fault_code?.trim() ?? '',
          symptom: input.symptom,
          cause: input.cause ?? '',
          action: input.action,
          parts: input.parts ?? [],
          tags: input.tags ?? [],
        };
        return {
          companyId: input.company_id ?? ctx.auth.companyId,
          deviceTypeId: input.device_type_id || null,
          workOrders: input.work_orders ?? [],
          createdBy: ctx.auth.userId,
          ...fields,
          searchText: searchOf(fields),
        };
      },
    },
    update: {
      schema: 'ExperienceUpdate',
      toValues: (input, before) => {
        const fields = {
          title: input.title?.trim() ?? before.title,
          faultCode: input.fault_code?.trim() ?? before.faultCode,
          symptom: input.symptom ?? before.symptom,
          cause: input.cause ?? before.cause,
          action: input.action ?? before.action,
          parts: input.parts ?? before.parts,
          tags: input.tags ?? before.tags,
        };
        return {
          ...fields,
          deviceTypeId: input.device_type_id === undefined ? undefined : input.device_type_id || null,
          workOrders: input.work_orders,
          searchText: searchOf(fields),
        };
      },
    },
    async validate(ctx, change) {
      const companyId = change.kind === 'update' ? change.before.companyId : change.values.companyId;
      if (companyId === undefined || !canSee(ctx.visibility, companyId)) throw ApiError.referenceNotFound('company_id');
      if (change.values.title !== undefined && !change.values.title) throw ApiError.field('title', 'validation.empty');
      if (change.values.deviceTypeId) await assertDeviceTypesOf(ctx.tx, [change.values.deviceTypeId], companyId, 'device_type_id');
    },
  });
}
