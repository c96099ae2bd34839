import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Schemas } from '../contract/handler-types';
import { deviceTypes, workPlans, workStandards, workTasks, type StandardItemValue } from '../db/schema';
import { ApiError } from '../http/envelope';
import { canSee } from '../org/company-scope';
import { defineResource, type Resource, type ResourceWriteContext } from '../resource/define-resource';
import type { Services } from '../services';
import { kindOperationIds, type ScheduleKind } from './kinds';
import type { Database } from '../db/client';
import { NO_TOTAL } from '../resource/list-query';

function selectStandards(db: Database, total: SQL<number | null> = NO_TOTAL) {
  return db
    .select({
      listTotal: total,
      row: workStandards,
      deviceTypeName: sql<string>`coalesce((select ${deviceTypes.name} from ${deviceTypes} where ${deviceTypes.id} = ${workStandards.deviceTypeId}), '')`,
      planCount: sql<number>`(select count(*) from ${workPlans} where ${workPlans.standardId} = ${workStandards.id})`.mapWith(Number),
    })
    .from(workStandards);
}

type Row = Awaited<ReturnType<ReturnType<typeof selectStandards>['execute']>>[number];
type Insert = typeof workStandards.$inferInsert;
export type StandardResource = Resource<Row, Schemas['ScheduledStandard'], ReturnType<typeof kindOperationIds>['standards']>;

function toItem(item: StandardItemValue): Schemas['StandardItem'] {
  const base = { key: item.key, name: item.name, check_type: item.check_type, method: item.method ?? '' };
  return item.check_type === 'numeric' ? { ...base, low: item.low ?? null, high: item.high ?? null, unit: item.unit ?? '' } : base;
}

export function toStandardItems(items: readonly StandardItemValue[]): Schemas['StandardItem'][] {
  return items.map(toItem);
}

export function toStandard({ row, deviceTypeName, planCount }: Row): Schemas['ScheduledStandard'] {
  return {
    id: row.id,
    company_id: row.companyId,
    kind: row.kind,
    code: row.code,
    name: row.name,
    device_type_id: row.deviceTypeId,
    device_type_name: deviceTypeName,
    items: toStandardItems(row.items),
    tools: row.tools,
    safety: row.safety,
    minutes: row.minutes,
    parts: row.parts.map((part) => ({ name: part.name, quantity: part.quantity, unit: part.unit ?? '' })),
    remark: row.remark,
    revision: row.revision,
    plan_count: planCount,
    version: row.version,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** Item keys unique; numeric items need low ≤ high; bounds and units only on numeric items (400 naming the field). */
export function normaliseItems(items: readonly Schemas['StandardItem'][]): StandardItemValue[] {
  const keys = new Set<string>();
  return items.map((item, index) => {
    if (keys.has(item.key)) throw ApiError.field(`items.${index}.key`, 'validation.taken');
    keys.add(item.key);
    const method = item.method ?? '';
    if (item.check_type !== 'numeric') {
      for (const field of ['low', 'high', 'unit'] as const) {
        const value = item[field];
        if (value !== undefined && value !== null && value !== '') throw ApiError.field(`items.${index}.${field}`, 'validation.unknownField');
      }
      return { key: item.key, name: item.name, check_type: item.check_type, method };
    }
    const low = item.low ?? null;
    const high = item.high ?? null;
    if (low === null && high === null) throw ApiError.field(`items.${index}.low`, 'validation.required');
    if (low !== null && high !== null && high < low) throw ApiError.field(`items.${index}.high`, 'validation.minimum', { limit: low });
    return { key: item.key, name: item.name, check_type: 'numeric', low, high, unit: item.unit ?? '', method };
  });
}

async function assertDeviceType(ctx: ResourceWriteContext, companyId: number, typeId: number | null | undefined): Promise<void> {
  if (typeId === null || typeId === undefined) return;
  const [type] = await ctx.tx.select({ companyId: deviceTypes.companyId }).from(deviceTypes).where(eq(deviceTypes.id, typeId));
  if (!type || !canSee(ctx.visibility, type.companyId)) throw ApiError.referenceNotFound('device_type_id');
  if (type.companyId !== companyId) throw ApiError.field('device_type_id', 'validation.sameCompany');
}

function sameItems(a: readonly StandardItemValue[], b: readonly StandardItemValue[]): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** One kind's standards: checklists with versioned revisions (tasks keep the revision they ran). */
export function standardResource(services: Services, kind: ScheduleKind): StandardResource {
  return defineResource<Row, Insert, Schemas['ScheduledStandard'], Schemas['ScheduledStandardCreate'], Schemas['ScheduledStandardUpdate'], ReturnType<typeof kindOperationIds>['standards']>(services, {
    entity: `${kind}_standard`,
    operationIds: kindOperationIds(kind).standards,
    store: {
      table: workStandards,
      id: workStandards.id,
      version: workStandards.version,
      select: (db, q) => selectStandards(db, q.total).where(q.where).orderBy(...q.orderBy).limit(q.limit).offset(q.offset),
      insert: async (db, values) => {
        const [row] = await db.insert(workStandards).values(values).returning({ id: workStandards.id });
        return row ? selectStandards(db).where(eq(workStandards.id, row.id)) : [];
      },
      update: async (db, values, where) => {
        const [row] = await db
          .update(workStandards)
          .set({ ...values, version: sql`${workStandards.version} + 1`, updatedAt: new Date() })
          .where(where)
          .returning({ id: workStandards.id });
        return row ? selectStandards(db).where(eq(workStandards.id, row.id)) : [];
      },
      remove: async (db, where) => {
        const before = await selectStandards(db).where(where);
        await db.delete(workStandards).where(where);
        return before;
      },
    },
    scope: { column: workStandards.companyId, subsidiaries: true, companyOf: ({ row }) => row.companyId },
    list: {
      sortable: { id: workStandards.id, code: workStandards.code, name: workStandards.name, updated_at: workStandards.updatedAt },
      defaultSort: '+code',
      filters: { device_type_id: { column: workStandards.deviceTypeId } },
      search: [workStandards.code, workStandards.name],
      where: () => eq(workStandards.kind, kind),
    },
    toDto: toStandard,
    create: {
      schema: 'ScheduledStandardCreate',
      toValues: (input, ctx) => ({
        companyId: input.company_id ?? ctx.auth.companyId,
        kind,
        code: input.code.trim(),
        name: input.name.trim(),
        deviceTypeId: input.device_type_id ?? null,
        items: normaliseItems(input.items),
        tools: input.tools ?? '',
        safety: input.safety ?? '',
        minutes: input.minutes ?? 0,
        parts: input.parts ?? [],
        remark: input.remark ?? '',
      }),
    },
    update: {
      schema: 'ScheduledStandardUpdate',
      toValues: (input, before) => {
        const items = input.items === undefined ? undefined : normaliseItems(input.items);
        const startsRevision = items !== undefined && before.row.revisionUsed && !sameItems(items, before.row.items);
        return {
          ...(input.code !== undefined && { code: input.code.trim() }),
          ...(input.name !== undefined && { name: input.name.trim() }),
          ...(input.device_type_id !== undefined && { deviceTypeId: input.device_type_id }),
          ...(items !== undefined && { items }),
          ...(input.tools !== undefined && { tools: input.tools }),
          ...(input.safety !== undefined && { safety: input.safety }),
          ...(input.minutes !== undefined && { minutes: input.minutes }),
          ...(input.parts !== undefined && { parts: input.parts }),
          ...(input.remark !== undefined && { remark: input.remark }),
          ...(startsRevision && { revision: before.row.revision + 1, revisionUsed: false }),
        };
      },
    },
    validate: async (ctx, change) => {
      const companyId = change.kind === 'create' ? change.values.companyId : change.before.row.companyId;
      if (!canSee(ctx.visibility, companyId)) throw ApiError.referenceNotFound('company_id');
      await assertDeviceType(ctx, companyId, change.values.deviceTypeId);
      const code = change.values.code;
      if (code !== undefined) {
        const [taken] = await ctx.tx
          .select({ id: workStandards.id })
          .from(workStandards)
          .where(and(eq(workStandards.companyId, companyId), eq(workStandards.kind, kind), eq(workStandards.code, code)));
        if (taken && (change.kind === 'create' || taken.id !== change.before.row.id)) throw ApiError.field('code', 'validation.taken');
      }
    },
    beforeDelete: async (ctx, { row }) => {
      const [plan] = await ctx.tx.select({ code: workPlans.code }).from(workPlans).where(eq(workPlans.standardId, row.id)).limit(1);
      if (plan) throw ApiError.field('id', 'validation.inUse', { values: plan.code });
      const [task] = await ctx.tx.select({ code: workTasks.code }).from(workTasks).where(eq(workTasks.standardId, row.id)).limit(1);
      if (task) throw ApiError.field('id', 'validation.inUse', { values: task.code });
    },
  });
}
