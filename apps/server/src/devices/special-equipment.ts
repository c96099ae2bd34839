import { and, eq, gte, inArray, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import { appendAudit } from '../audit/audit-log';
import type { Schemas } from '../contract/handler-types';
import type { Database } from '../db/client';
import { devices, regions, specialEquipment, users } from '../db/schema';
import { ApiError } from '../http/envelope';
import { translate } from '../i18n/catalog';
import type { LatestMessageCache } from '../messages/latest-message-cache';
import { type NewMessage, storeMessages } from '../messages/message-store';
import { canSee } from '../org/company-scope';
import { defineResource, type Resource, type ResourceWriteContext, type ResourceOperationIds } from '../resource/define-resource';
import type { Services } from '../services';
import { NO_TOTAL } from '../resource/list-query';
import { SPECIAL_EQUIPMENT_SHEET } from './special-equipment-sheet';

/** Rows due within this many days (or overdue) are `due_soon` and get the daily reminder. */
export const DUE_SOON_DAYS = 30;
/** The language of messages the server writes on its own (no request to take one from). */
export const NOTICE_LANGUAGE = 'zh';

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** The server-local calendar day of `now` (TZ), YYYY-MM-DD: what "today" means for due dates. */
export function localDay(now: Date = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

export function dueState(nextInspectionOn: string, today: string): Schemas['DueState'] {
  const days = daysBetween(today, nextInspectionOn);
  return days < 0 ? 'overdue' : days <= DUE_SOON_DAYS ? 'due_soon' : 'ok';
}

function selectSpecial(db: Database, total: SQL<number | null> = NO_TOTAL) {
  return db
    .select({
      listTotal: total,
      row: specialEquipment,
      deviceCode: sql<string>`coalesce(${devices.code}, '')`,
      deviceName: sql<string>`coalesce(${devices.name}, '')`,
      stationId: sql<number>`coalesce(${devices.stationId}, 0)`.mapWith(Number),
      stationTitle: sql<string>`coalesce(${regions.title}, '')`,
    })
    .from(specialEquipment)
    .leftJoin(devices, eq(devices.id, specialEquipment.deviceId))
    .leftJoin(regions, eq(regions.id, devices.stationId));
}

type Row = Awaited<ReturnType<ReturnType<typeof selectSpecial>['execute']>>[number];
type Insert = typeof specialEquipment.$inferInsert;
export type SpecialEquipmentResource = Resource<Row, Schemas['SpecialEquipment'], typeof SPECIAL_EQUIPMENT_OPERATIONS>;

async function byIds(db: Database, ids: readonly number[]): Promise<Row[]> {
  return ids.length ? selectSpecial(db).where(inArray(specialEquipment.id, [...ids])) : [];
}

export function toSpecialEquipment(joined: Row, today: string = localDay()): Schemas['SpecialEquipment'] {
  const row = joined.row;
  return {
    id: row.id,
    company_id: row.companyId,
    device_id: row.deviceId,
    device_code: joined.deviceCode,
    device_name: joined.deviceName,
    station_id: joined.stationId,
    station_title: joined.stationTitle,
    category: row.category,
    certificate_no: row.certificateNo,
    inspecting_body: row.inspectingBody,
    last_inspected_on: row.lastInspectedOn,
    next_inspection_on: row.nextInspectionOn,
    responsible_user_ids: row.responsibleUserIds,
    remark: row.remark,
    due_state: dueState(row.nextInspectionOn, today),
    days_until_due: daysBetween(today, row.nextInspectionOn),
    last_notified_on: row.lastNotifiedOn,
    version: row.version,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** Responsible people: distinct active users of the row's company (404 naming the field otherwise). */
async function assertResponsible(ctx: ResourceWriteContext, companyId: number, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  const found = await ctx.tx
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, [...ids]), eq(users.companyId, companyId), eq(users.status, 'active')));
  if (found.length !== new Set(ids).size) throw ApiError.referenceNotFound('responsible_user_ids');
}

/** Special equipment: a visible device's certificate with its next inspection date; the company is the device's. */
const SPECIAL_EQUIPMENT_OPERATIONS = { list: 'listSpecialEquipment', get: 'getSpecialEquipment', create: 'createSpecialEquipment', update: 'updateSpecialEquipment', delete: 'deleteSpecialEquipment', export: 'exportSpecialEquipmentCsv', import: 'importSpecialEquipmentCsv' } satisfies ResourceOperationIds;

export function specialEquipmentResource(services: Services): SpecialEquipmentResource {
  return defineResource<Row, Insert, Schemas['SpecialEquipment'], Schemas['SpecialEquipmentCreate'], Schemas['SpecialEquipmentUpdate'], typeof SPECIAL_EQUIPMENT_OPERATIONS>(services, {
    entity: 'special_equipment',
    operationIds: SPECIAL_EQUIPMENT_OPERATIONS,
    store: {
      table: specialEquipment,
      id: specialEquipment.id,
      version: specialEquipment.version,
      select: (db, q) => selectSpecial(db, q.total).where(q.where).orderBy(...q.orderBy).limit(q.limit).offset(q.offset),
      insert: async (db, values) => byIds(db, (await db.insert(specialEquipment).values(values).returning({ id: specialEquipment.id })).map((row) => row.id)),
      update: async (db, values, where) =>
        byIds(
          db,
          (
            await db
              .update(specialEquipment)
              .set({ ...values, version: sql`${specialEquipment.version} + 1`, updatedAt: new Date() })
              .where(where)
              .returning({ id: specialEquipment.id })
          ).map((row) => row.id),
        ),
      remove: async (db, where) => {
        const rows = await selectSpecial(db).where(where);
        const gone = new Set((await db.delete(specialEquipment).where(where).returning({ id: specialEquipment.id })).map((row) => row.id));
        return rows.filter((row) => gone.has(row.row.id));
      },
    },
    scope: { column: specialEquipment.companyId, subsidiaries: true, companyOf: (row) => row.row.companyId },
    list: {
      sortable: {
        id: specialEquipment.id,
        next_inspection_on: specialEquipment.nextInspectionOn,
        last_inspected_on: specialEquipment.lastInspectedOn,
        category: specialEquipment.category,
        certificate_no: specialEquipment.certificateNo,
        created_at: specialEquipment.createdAt,
      },
      defaultSort: '+next_inspection_on',
      filters: {
        category: { column: specialEquipment.category },
        device_id: { column: specialEquipment.deviceId },
        due: (value) => {
          const today = localDay();
          if (value === 'overdue') return lt(specialEquipment.nextInspectionOn, today);
          if (value === 'within_30_days') return and(gte(specialEquipment.nextInspectionOn, today), lte(specialEquipment.nextInspectionOn, addDays(today, DUE_SOON_DAYS)));
          return undefined;
        },
      },
      search: [specialEquipment.certificateNo, specialEquipment.inspectingBody, specialEquipment.remark],
    },
    toDto: (row) => toSpecialEquipment(row),
    csv: SPECIAL_EQUIPMENT_SHEET,
    create: {
      schema: 'SpecialEquipmentCreate',
      toValues: async (input, ctx) => {
        const [device] = await ctx.tx.select({ id: devices.id, companyId: devices.companyId }).from(devices).where(eq(devices.id, input.device_id));
        if (!device || !canSee(ctx.visibility, device.companyId)) throw ApiError.referenceNotFound('device_id');
        return {
          companyId: device.companyId,
          deviceId: device.id,
          category: input.category,
          certificateNo: input.certificate_no?.trim() ?? '',
          inspectingBody: input.inspecting_body?.trim() ?? '',
          lastInspectedOn: input.last_inspected_on ?? null,
          nextInspectionOn: input.next_inspection_on,
          responsibleUserIds: input.responsible_user_ids ?? [],
          remark: input.remark ?? '',
        };
      },
    },
    update: {
      schema: 'SpecialEquipmentUpdate',
      toValues: (input, before) => ({
        category: input.category,
        certificateNo: input.certificate_no?.trim(),
        inspectingBody: input.inspecting_body?.trim(),
        lastInspectedOn: input.last_inspected_on,
        nextInspectionOn: input.next_inspection_on,
        // A new due date re-arms the daily reminder.
        lastNotifiedOn: input.next_inspection_on !== undefined && input.next_inspection_on !== before.row.nextInspectionOn ? null : undefined,
        responsibleUserIds: input.responsible_user_ids,
        remark: input.remark,
      }),
    },
    async validate(ctx, change) {
      const companyId = change.kind === 'update' ? change.before.row.companyId : change.values.companyId;
      if (companyId === undefined || !canSee(ctx.visibility, companyId)) throw ApiError.referenceNotFound('company_id');
      const last = change.values.lastInspectedOn === undefined && change.kind === 'update' ? change.before.row.lastInspectedOn : change.values.lastInspectedOn;
      const next = change.values.nextInspectionOn ?? (change.kind === 'update' ? change.before.row.nextInspectionOn : undefined);
      if (last && next && next < last) throw ApiError.field('next_inspection_on', 'validation.minimum', { limit: last });
      if (change.values.responsibleUserIds) await assertResponsible(ctx, companyId, change.values.responsibleUserIds);
    },
  });
}

export interface ReminderRun {
  day: string;
  rows: number;
  messages: number;
}

/**
 * The daily reminder: every special-equipment row due within 30 days or overdue whose reminder has not
 * gone out today messages its responsible people (active users of its company) once, and remembers
 * the day (last_notified_on), so a restart or a second run that day sends nothing twice. Rows are
 * claimed with FOR UPDATE SKIP LOCKED: two servers on one PostgreSQL never both send a row.
 */
export async function runSpecialEquipmentReminders(db: Database, latest: LatestMessageCache, now: Date = new Date()): Promise<ReminderRun> {
  const today = localDay(now);
  const horizon = addDays(today, DUE_SOON_DAYS);
  const { rows, inserted } = await db.transaction(async (tx) => {
    const due = await tx
      .select({ row: specialEquipment, deviceCode: devices.code, deviceName: devices.name })
      .from(specialEquipment)
      .innerJoin(devices, eq(devices.id, specialEquipment.deviceId))
      .where(and(lte(specialEquipment.nextInspectionOn, horizon), or(isNull(specialEquipment.lastNotifiedOn), lt(specialEquipment.lastNotifiedOn, today))))
      .orderBy(specialEquipment.id)
      .for('update', { of: specialEquipment, skipLocked: true });
    if (due.length === 0) return { rows: 0, inserted: [] };
    const people = [...new Set(due.flatMap((item) => item.row.responsibleUserIds))];
    const active = people.length
      ? await tx.select({ id: users.id, companyId: users.companyId }).from(users).where(and(inArray(users.id, people), eq(users.status, 'active')))
      : [];
    const messages: NewMessage[] = [];
    for (const item of due) {
      const overdue = item.row.nextInspectionOn < today;
      const label = `${item.deviceCode} ${item.deviceName}`;
      const title = translate(NOTICE_LANGUAGE, overdue ? 'notice.inspectionOverdue' : 'notice.inspectionDue', { values: label });
      const content = [item.row.certificateNo, item.row.inspectingBody, item.row.nextInspectionOn].filter(Boolean).join(' · ');
      for (const user of active) {
        if (user.companyId !== item.row.companyId || !item.row.responsibleUserIds.includes(user.id)) continue;
        messages.push({ companyId: item.row.companyId, userId: user.id, title, content, type: overdue ? 'alarm' : 'system' });
      }
    }
    const stored = await storeMessages(tx, messages, { userId: null, companyId: null });
    await tx
      .update(specialEquipment)
      .set({ lastNotifiedOn: today })
      .where(inArray(specialEquipment.id, due.map((item) => item.row.id)));
    await appendAudit(tx, {
      companyId: null,
      userId: null,
      action: 'special_equipment.remind',
      entity: 'special_equipment',
      entityId: null,
      after: { day: today, rows: due.map((item) => item.row.id), messages: stored.length },
    });
    return { rows: due.length, inserted: stored };
  });
  for (const message of inserted) latest.noteNew(message.userId, message.createdAt.getTime());
  return { day: today, rows, messages: inserted.length };
}

/** Runs the reminder shortly after start and then every hour (it sends each row at most once a day). */
export function startSpecialEquipmentJob(services: Services, log: { error(details: object, message: string): void }): () => void {
  const run = () => {
    runSpecialEquipmentReminders(services.db, services.latestMessages).catch((error: unknown) => log.error({ err: error }, 'special-equipment reminders failed'));
  };
  const first = setTimeout(run, 10_000);
  const hourly = setInterval(run, 3_600_000);
  first.unref();
  hourly.unref();
  return () => {
    clearTimeout(first);
    clearInterval(hourly);
  };
}
