import { randomBytes } from 'node:crypto';
import { and, arrayOverlaps, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { appendAudit } from '../audit/audit-log';
import type { ServiceHandlers } from '../contract/handler-types';
import { type DeviceFile, deviceEvents, devices, roles, users } from '../db/schema';
import { ApiError, ok } from '../http/envelope';
import { signedIn } from '../http/request-context';
import { translate } from '../i18n/catalog';
import { detectLanguage } from '../i18n/language';
import { insertMessages } from '../messages/message-store';
import type { ResourceWriteContext } from '../resource/define-resource';
import { writeIn } from '../resource/write-context';
import type { Services } from '../services';
import { raiseFault } from '../repair/raise-fault';
import { recordDeviceEvents } from './device-events';
import { DEVICE_FILES_PER_DEVICE, deviceFileKind } from './device-files';
import { releaseFile, takeFile } from '../files/stored-files';
import { deviceQuery, deviceSummary } from './device-query';
import { type DeviceRow, devicesByIds, stationPath, toDevice } from './device-rows';
import { type DeviceResource, lifecycleEvents, lockVisibleDevices, stationOf } from './devices';

/** Station staff: active users of the company whose role may view repairList or deviceList (the platform role is not staff). */
export async function stationStaff(ctx: ResourceWriteContext | { tx: ResourceWriteContext['tx'] }, companyId: number, except: number): Promise<number[]> {
  const rows = await ctx.tx
    .select({ id: users.id })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(and(eq(users.companyId, companyId), eq(users.status, 'active'), ne(users.id, except), arrayOverlaps(roles.permissions, ['repairList:view', 'deviceList:view'])));
  return rows.map((row) => row.id);
}

export function deviceHandlers(
  services: Services,
  resource: DeviceResource,
): Pick<
  ServiceHandlers,
  'getDeviceSummary' | 'bulkChangeDevices' | 'getDeviceLabels' | 'getDeviceHistory' | 'reportDeviceFault' | 'uploadDeviceFile' | 'deleteDeviceFile'
> {
  const { db } = services;

  /** A device write of the module's own (not the resource pipeline): scope, row lock, audit with before/after. */
  async function changeDevice(
    ctx: ResourceWriteContext,
    id: number,
    action: string,
    work: (before: DeviceRow) => Promise<void>,
    extra: Record<string, unknown> = {},
  ): Promise<DeviceRow> {
    const [before] = await lockVisibleDevices(ctx, [id], 'id').catch((error: unknown) => {
      throw error instanceof ApiError ? ApiError.notFound() : error;
    });
    if (!before) throw ApiError.notFound();
    await work(before);
    const [after] = await devicesByIds(ctx.tx, [id]);
    if (!after) throw ApiError.notFound();
    await appendAudit(ctx.tx, {
      companyId: after.companyId,
      userId: ctx.auth.userId,
      action: `device.${action}`,
      entity: 'device',
      entityId: id,
      before: toDevice(before),
      after: { ...toDevice(after), ...extra },
      ip: ctx.ip,
    });
    return after;
  }

  const write = <T>(request: FastifyRequest, work: (ctx: ResourceWriteContext) => Promise<T>) =>
    writeIn(services, request, async (ctx) => work({ ...ctx, visibility: await resource.visibility(ctx.tx, ctx.auth) }));

  return {
    async getDeviceSummary(request) {
      const ctx = await resource.readContext(request);
      return ok(await deviceSummary(db, await deviceQuery(ctx)));
    },

    async bulkChangeDevices(request) {
      const { ids, status, station_id: stationId } = request.body;
      if (status === undefined && stationId === undefined) throw ApiError.field('status', 'validation.required');
      const updated = await write(request, async (ctx) => {
        const before = await lockVisibleDevices(ctx, ids, 'ids');
        const station = stationId === undefined ? undefined : await stationOf(ctx.tx, ctx.visibility, stationId);
        if (station && before.some((row) => row.companyId !== station.companyId)) throw ApiError.field('station_id', 'validation.sameCompany');
        await ctx.tx
          .update(devices)
          .set({
            status,
            ...(station ? { stationId: station.id, unitId: station.unitId, regionId: station.regionId } : {}),
            version: sql`${devices.version} + 1`,
            updatedAt: new Date(),
          })
          .where(inArray(devices.id, ids));
        const after = new Map((await devicesByIds(ctx.tx, ids)).map((row) => [row.id, row]));
        for (const row of before) {
          const next = after.get(row.id);
          if (!next) continue;
          await recordDeviceEvents(ctx.tx, lifecycleEvents(row, next, ctx.auth.userId));
          await appendAudit(ctx.tx, {
            companyId: next.companyId,
            userId: ctx.auth.userId,
            action: 'device.bulk_update',
            entity: 'device',
            entityId: next.id,
            before: toDevice(row),
            after: toDevice(next),
            ip: ctx.ip,
          });
        }
        return before.length;
      });
      return ok({ updated });
    },

    async getDeviceLabels(request) {
      const auth = signedIn(request);
      const ids = [...new Set(request.query.ids.split(',').map(Number))].filter((id) => Number.isSafeInteger(id) && id > 0);
      const visibility = await resource.visibility(db, auth);
      const rows = (await devicesByIds(db, ids)).filter((row) => visibility.all || visibility.ids.has(row.companyId));
      return ok(
        rows.map((row) => ({
          id: row.id,
          code: row.code,
          name: row.name,
          station: row.stationTitle,
          station_path: stationPath(row),
          url_path: `/device/details/${row.id}`,
        })),
      );
    },

    async getDeviceHistory(request) {
      const auth = signedIn(request);
      const device = await resource.findVisible(db, auth, request.params.id);
      if (!device) throw ApiError.notFound();
      const { page = 1, limit = 20, kind } = request.query;
      const where = and(eq(deviceEvents.deviceId, device.id), kind ? eq(deviceEvents.kind, kind) : undefined);
      const [rows, [totals]] = await Promise.all([
        db
          .select({ event: deviceEvents, userName: users.name })
          .from(deviceEvents)
          .leftJoin(users, eq(users.id, deviceEvents.userId))
          .where(where)
          .orderBy(desc(deviceEvents.at), desc(deviceEvents.id))
          .limit(limit)
          .offset((page - 1) * limit),
        db.select({ total: count() }).from(deviceEvents).where(where),
      ]);
      return ok({
        items: rows.map(({ event, userName }) => ({
          id: event.id,
          kind: event.kind,
          ref_id: event.refId ?? 0,
          title: event.title,
          status: event.status,
          at: event.at.toISOString(),
          user_id: event.userId ?? 0,
          user_name: userName ?? '',
        })),
        total: totals?.total ?? 0,
      });
    },

    async reportDeviceFault(request) {
      const { description, severity = 'medium' } = request.body;
      const language = detectLanguage(request.headers);
      const result = await write(request, async (ctx) => {
        const device = await resource.findVisible(ctx.tx, ctx.auth, request.params.id);
        if (!device) throw ApiError.notFound();
        const text = description.trim();
        if (!text) throw ApiError.field('description', 'validation.empty');
        // The report goes into the hazard & fault pool (merged into an active fault of the device, if any).
        const fault = await raiseFault(ctx.tx, { deviceId: device.id, source: 'device_report', description: text, severity, reporterId: ctx.auth.userId });
        const [eventId] = await recordDeviceEvents(ctx.tx, [
          { companyId: device.companyId, deviceId: device.id, kind: 'fault_report', title: text, status: severity, refId: fault.id, userId: ctx.auth.userId, detail: { severity, fault_id: fault.id, merged: fault.merged } },
        ]);
        const staff = await stationStaff(ctx, device.companyId, ctx.auth.userId);
        const title = translate(language, 'notice.faultReported', { values: `${device.code} ${device.name}` });
        const content = `[${severity}] ${text}${stationPath(device) ? ` (${stationPath(device)})` : ''}`;
        await insertMessages(
          ctx,
          staff.map((userId) => ({ companyId: device.companyId, userId, title, content, type: 'alarm' as const })),
        );
        await appendAudit(ctx.tx, {
          companyId: device.companyId,
          userId: ctx.auth.userId,
          action: 'device.fault_report',
          entity: 'device',
          entityId: device.id,
          after: { event_id: eventId, description: text, severity, recipients: staff.length, fault_id: fault.id, merged: fault.merged },
          ip: ctx.ip,
        });
        return { event_id: eventId ?? 0, recipients: staff.length, fault_id: fault.id, merged: fault.merged };
      });
      return ok(result);
    },

    async uploadDeviceFile(request) {
      const row = await write(request, (ctx) =>
        changeDevice(ctx, request.params.id, 'attach_file', async (before) => {
          if (before.files.length >= DEVICE_FILES_PER_DEVICE) throw ApiError.field('files', 'validation.tooMany', { limit: DEVICE_FILES_PER_DEVICE });
          const stored = await takeFile(ctx, 'file_id', request.body.file_id, 'device', { kind: 'device', id: before.id, companyId: before.companyId });
          const kind = deviceFileKind(stored.contentType);
          if (!kind) throw ApiError.field('file_id', 'validation.fileType');
          const attached: DeviceFile = {
            id: randomBytes(8).toString('hex'),
            file_id: stored.id,
            name: stored.name,
            url: `/api/files/${stored.id}`,
            size: stored.size,
            content_type: stored.contentType,
            kind,
            uploaded_at: new Date().toISOString(),
            uploaded_by: ctx.auth.userId,
          };
          await ctx.tx
            .update(devices)
            .set({ files: sql`${devices.files} || ${JSON.stringify([attached])}::jsonb`, version: sql`${devices.version} + 1`, updatedAt: new Date() })
            .where(eq(devices.id, before.id));
        }),
      );
      return ok(toDevice(row));
    },

    async deleteDeviceFile(request) {
      const { id, fileId } = request.params;
      const row = await write(request, (ctx) =>
        changeDevice(ctx, id, 'remove_file', async (before) => {
          const file = before.files.find((item) => item.id === fileId);
          if (!file) throw ApiError.referenceNotFound('fileId');
          await ctx.tx
            .update(devices)
            .set({ files: before.files.filter((item) => item.id !== fileId), version: sql`${devices.version} + 1`, updatedAt: new Date() })
            .where(eq(devices.id, before.id));
          // The stored bytes go once the row no longer names them.
          if (file.file_id !== undefined) await releaseFile(ctx, 'device', before.id, file.file_id);
        }),
      );
      return ok(toDevice(row));
    },
  };
}
