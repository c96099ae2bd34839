import { and, asc, count, eq, sql, sum, getTableColumns } from 'drizzle-orm';
import type { Schemas, ServiceHandlers } from '../contract/handler-types';
import type { Database } from '../db/client';
import { executeRows, integers } from '../db/raw';
import { deviceCounts, devices, deviceTypes } from '../db/schema';
import { ApiError, ok } from '../http/envelope';
import { signedIn } from '../http/request-context';
import { canSee } from '../org/company-scope';
import { defineResource, type Resource, type ResourceWriteContext, type ResourceOperationIds } from '../resource/define-resource';
import type { Services } from '../services';
import { assertNoCycle, checkedParent, nest } from '../admin/tree';
import { invalidateDeviceNames } from './device-names';
import { assertSubtreeKeysUnique, effectiveTemplate, normaliseTemplate, type TypeNode } from './templates';

type Row = typeof deviceTypes.$inferSelect;
type Insert = typeof deviceTypes.$inferInsert;
export type DeviceTypeResource = Resource<Row, Schemas['DeviceType'], typeof DEVICE_TYPE_OPERATIONS>;

export function toDeviceType(row: Row): Schemas['DeviceType'] {
  return {
    id: row.id,
    company_id: row.companyId,
    parent_id: row.parentId ?? 0,
    code: row.code,
    name: row.name,
    template: row.template,
    remark: row.remark,
    version: row.version,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** Every type of a company by id (type trees are small: the whole tree is read for each check). */
export async function typesOf(db: Database, companyId: number): Promise<Map<number, TypeNode & { name: string }>> {
  const rows = await db
    .select({ id: deviceTypes.id, parentId: deviceTypes.parentId, code: deviceTypes.code, name: deviceTypes.name, template: deviceTypes.template })
    .from(deviceTypes)
    .where(eq(deviceTypes.companyId, companyId));
  return new Map(rows.map((row) => [row.id, row]));
}

/** Ids of a type and all its subtypes (for the ledger's type filter). */
export async function typeSubtree(db: Database, typeId: number): Promise<number[]> {
  const rows = await executeRows(
    db,
    sql`with recursive sub(id) as (
      select ${deviceTypes.id} from ${deviceTypes} where ${deviceTypes.id} = ${typeId}
      union all
      select t.id from ${deviceTypes} t join sub on t.parent_id = sub.id
    )
    select id from sub`,
  );
  return integers(rows, 'id');
}

async function assertTemplates(ctx: ResourceWriteContext, companyId: number, change: { id?: number; parentId: number | null; template: Insert['template'] }, field: string): Promise<Insert['template']> {
  const types = await typesOf(ctx.tx, companyId);
  const inherited = change.parentId === null ? [] : effectiveTemplate(types, change.parentId);
  const template = normaliseTemplate(change.template ?? [], inherited, 'template', field === 'parent_id' ? field : undefined);
  if (change.id !== undefined) {
    const current = types.get(change.id);
    if (current) types.set(change.id, { ...current, parentId: change.parentId, template });
    assertSubtreeKeysUnique(types, change.id, field);
  }
  return template;
}

/**
 * The device type tree: code unique per company, moving a type moves its subtree (never under itself),
 * templates checked and inherited (a key appears once along any ancestry), delete only of an unused leaf.
 */
const DEVICE_TYPE_OPERATIONS = { list: 'listDeviceTypes', get: 'getDeviceType', create: 'createDeviceType', update: 'updateDeviceType', delete: 'deleteDeviceType' } satisfies ResourceOperationIds;

export function deviceTypeResource(services: Services): DeviceTypeResource {
  return defineResource<Row, Insert, Schemas['DeviceType'], Schemas['DeviceTypeCreate'], Schemas['DeviceTypeUpdate'], typeof DEVICE_TYPE_OPERATIONS>(services, {
    entity: 'device_type',
    operationIds: DEVICE_TYPE_OPERATIONS,
    store: {
      table: deviceTypes,
      id: deviceTypes.id,
      version: deviceTypes.version,
      select: (db, q) => db.select({ ...getTableColumns(deviceTypes), listTotal: q.total }).from(deviceTypes).where(q.where).orderBy(...q.orderBy).limit(q.limit).offset(q.offset),
      insert: (db, values) => db.insert(deviceTypes).values(values).returning(),
      update: (db, values, where) =>
        db.update(deviceTypes).set({ ...values, version: sql`${deviceTypes.version} + 1`, updatedAt: new Date() }).where(where).returning(),
      remove: (db, where) => db.delete(deviceTypes).where(where).returning(),
    },
    scope: { column: deviceTypes.companyId, subsidiaries: true, companyOf: (row) => row.companyId },
    list: {
      sortable: { id: deviceTypes.id, code: deviceTypes.code, name: deviceTypes.name, created_at: deviceTypes.createdAt },
      defaultSort: '+code',
      filters: { parent_id: { column: deviceTypes.parentId, zeroIsNull: true } },
      search: [deviceTypes.code, deviceTypes.name],
    },
    toDto: toDeviceType,
    create: {
      schema: 'DeviceTypeCreate',
      toValues: async (input, ctx) => {
        let companyId = input.company_id ?? ctx.auth.companyId;
        if (input.parent_id) {
          const [parent] = await ctx.tx.select().from(deviceTypes).where(eq(deviceTypes.id, input.parent_id));
          companyId = checkedParent(parent, ctx.visibility, input.company_id).companyId;
        }
        return {
          companyId,
          parentId: input.parent_id || null,
          code: input.code.trim(),
          name: input.name.trim(),
          template: input.template ?? [],
          remark: input.remark ?? '',
        };
      },
    },
    update: {
      schema: 'DeviceTypeUpdate',
      toValues: (input) => ({
        code: input.code?.trim(),
        name: input.name?.trim(),
        parentId: input.parent_id === undefined ? undefined : input.parent_id || null,
        template: input.template,
        remark: input.remark,
      }),
    },
    async validate(ctx, change) {
      const { values } = change;
      const before = change.kind === 'update' ? change.before : undefined;
      const companyId = before?.companyId ?? values.companyId;
      if (companyId === undefined || !canSee(ctx.visibility, companyId)) throw ApiError.referenceNotFound('company_id');
      if (values.code !== undefined && values.code !== before?.code) {
        if (!values.code) throw ApiError.field('code', 'validation.empty');
        const [taken] = await ctx.tx.select({ id: deviceTypes.id }).from(deviceTypes).where(and(eq(deviceTypes.companyId, companyId), eq(deviceTypes.code, values.code)));
        if (taken) throw ApiError.field('code', 'validation.taken');
      }
      const parentId = values.parentId === undefined ? (before?.parentId ?? null) : values.parentId;
      const moved = before !== undefined && values.parentId !== undefined && values.parentId !== before.parentId;
      if (moved && parentId !== null) {
        const [parent] = await ctx.tx.select().from(deviceTypes).where(eq(deviceTypes.id, parentId));
        checkedParent(parent, ctx.visibility, companyId);
        const tree = await ctx.tx.select({ id: deviceTypes.id, parentId: deviceTypes.parentId }).from(deviceTypes).where(eq(deviceTypes.companyId, companyId));
        assertNoCycle(tree, before.id, parentId);
      }
      if (!before || moved || values.template !== undefined) {
        values.template = await assertTemplates(
          ctx,
          companyId,
          { id: before?.id, parentId, template: values.template ?? before?.template ?? [] },
          moved && values.template === undefined ? 'parent_id' : 'template',
        );
      }
    },
    async afterWrite(ctx) {
      ctx.afterCommit(() => invalidateDeviceNames(ctx.services.db));
    },
    async beforeDelete(ctx, row) {
      const [children] = await ctx.tx.select({ n: count() }).from(deviceTypes).where(eq(deviceTypes.parentId, row.id));
      if ((children?.n ?? 0) > 0) throw ApiError.field('id', 'validation.hasChildren');
      const [used] = await ctx.tx.select({ id: devices.id }).from(devices).where(eq(devices.typeId, row.id)).limit(1);
      if (used) throw ApiError.field('id', 'validation.inUse', { values: 'devices' });
    },
  });
}

export function deviceTypeTreeHandlers(services: Services, resource: DeviceTypeResource): Pick<ServiceHandlers, 'getDeviceTypeTree'> {
  return {
    async getDeviceTypeTree(request) {
      const auth = signedIn(request);
      const companyId = request.query.company_id ?? auth.companyId;
      const visibility = await resource.visibility(services.db, auth);
      if (!canSee(visibility, companyId)) throw ApiError.referenceNotFound('company_id');
      const [rows, counts] = await Promise.all([
        services.db.select().from(deviceTypes).where(eq(deviceTypes.companyId, companyId)).orderBy(asc(deviceTypes.code), asc(deviceTypes.id)),
        services.db
          .select({ typeId: deviceCounts.typeId, n: sum(deviceCounts.n).mapWith(Number) })
          .from(deviceCounts)
          .where(eq(deviceCounts.companyId, companyId))
          .groupBy(deviceCounts.typeId),
      ]);
      const types = new Map<number, TypeNode>(rows.map((row) => [row.id, row]));
      const perType = new Map(counts.map((row) => [row.typeId, row.n]));
      return ok(
        nest(
          rows.map((row) => ({
            ...toDeviceType(row),
            effective_template: effectiveTemplate(types, row.id),
            device_count: perType.get(row.id) ?? 0,
          })),
        ),
      );
    },
  };
}
