import { and, asc, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import { appendAudit } from '../audit/audit-log';
import type { Schemas, ServiceHandlers } from '../contract/handler-types';
import type { Database } from '../db/client';
import { executeRows } from '../db/raw';
import { escapeLike } from '../db/like';
import { devices, deviceSensors } from '../db/schema';
import { sensorReadings, spareWarehouses, spareWarehouseSensors } from '../db/spare-schema';
import { ApiError, ok } from '../http/envelope';
import { signedIn } from '../http/request-context';
import { canSee, visibleCompanies, type Visibility } from '../org/company-scope';
import { writeIn, type WriteContext } from '../resource/write-context';
import { recordMeterReading } from '../scheduled-work/meter';
import type { Services } from '../services';
import { uniqueCode } from './common';

/**
 * The environment of a warehouse (/spare/warehouse/watch/{sensor}): temperature and humidity sensors of
 * the company's devices bound to a warehouse (one warehouse per sensor), their stored readings and
 * where each value lies against the sensor's thresholds; and the ingestion of sensor readings.
 */
export const WATCH_KINDS = ['temperature', 'humidity'] as const;
const WINDOW_POINTS = 2000;
const HOUR_MS = 3_600_000;
/** Readings may arrive a little ahead of the server's clock, and up to a year late (a gateway's buffer). */
const FUTURE_SLACK_MS = 5 * 60_000;
const OLDEST_MS = 366 * 24 * HOUR_MS;

type Thresholds = Pick<typeof deviceSensors.$inferSelect, 'warnLow' | 'warnHigh' | 'alarmLow' | 'alarmHigh'>;
type ReadingState = Schemas['ReadingState'];

/** Alarm outside alarm_low..alarm_high, warning outside warn_low..warn_high, else normal (unset bounds do not apply). */
export function readingState(thresholds: Thresholds, value: number): Exclude<ReadingState, 'no_data'> {
  const below = (bound: number | null) => bound !== null && value < bound;
  const above = (bound: number | null) => bound !== null && value > bound;
  if (below(thresholds.alarmLow) || above(thresholds.alarmHigh)) return 'alarm';
  if (below(thresholds.warnLow) || above(thresholds.warnHigh)) return 'warning';
  return 'normal';
}

const sensorColumns = {
  sensorId: deviceSensors.id,
  deviceId: devices.id,
  deviceCode: devices.code,
  deviceName: devices.name,
  key: deviceSensors.key,
  name: deviceSensors.name,
  unit: deviceSensors.unit,
  kind: deviceSensors.kind,
  warnLow: deviceSensors.warnLow,
  warnHigh: deviceSensors.warnHigh,
  alarmLow: deviceSensors.alarmLow,
  alarmHigh: deviceSensors.alarmHigh,
};

/** A warehouse the caller may see; 404 otherwise (also for another company's id). */
async function warehouseOf(db: Database, visibility: Visibility, id: number) {
  const [row] = await db.select().from(spareWarehouses).where(eq(spareWarehouses.id, id));
  if (!row || !canSee(visibility, row.companyId)) throw ApiError.notFound();
  return row;
}

async function readingsOf(db: Database, sensorIds: readonly number[], from: Date, to: Date) {
  if (sensorIds.length === 0) return { window: [], latest: [] };
  const ids = sql.raw(`array[${sensorIds.map((id) => String(Math.trunc(id))).join(',')}]::int[]`);
  const [window, latest] = await Promise.all([
    executeRows(
      db,
      sql`select sensor_id, value, read_at from (
        select ${sensorReadings.sensorId} as sensor_id, ${sensorReadings.value} as value, ${sensorReadings.readAt} as read_at,
          row_number() over (partition by ${sensorReadings.sensorId} order by ${sensorReadings.readAt} desc, ${sensorReadings.id} desc) as recent
        from ${sensorReadings}
        where ${sensorReadings.sensorId} = any(${ids}) and ${sensorReadings.readAt} >= ${from} and ${sensorReadings.readAt} <= ${to}
      ) ranked where recent <= ${WINDOW_POINTS} order by sensor_id, read_at`,
    ),
    executeRows(
      db,
      sql`select sensor.id as sensor_id, last.value, last.read_at from unnest(${ids}) as sensor(id)
        cross join lateral (
          select ${sensorReadings.value} as value, ${sensorReadings.readAt} as read_at from ${sensorReadings}
          where ${sensorReadings.sensorId} = sensor.id order by ${sensorReadings.readAt} desc, ${sensorReadings.id} desc limit 1
        ) last`,
    ),
  ]);
  const toReading = (row: Record<string, unknown>) => ({ sensorId: Number(row['sensor_id']), value: Number(row['value']), readAt: new Date(String(row['read_at'])) });
  return { window: window.map(toReading), latest: latest.map(toReading) };
}

/** The sensors bound to a warehouse with their readings of the last `hours` hours. */
export async function warehouseWatch(db: Database, warehouse: typeof spareWarehouses.$inferSelect, hours: number): Promise<Schemas['WarehouseWatch']> {
  const to = new Date();
  const from = new Date(to.getTime() - hours * HOUR_MS);
  const sensors = await db
    .select({ ...sensorColumns, boundAt: spareWarehouseSensors.createdAt })
    .from(spareWarehouseSensors)
    .innerJoin(deviceSensors, eq(deviceSensors.id, spareWarehouseSensors.sensorId))
    .innerJoin(devices, eq(devices.id, deviceSensors.deviceId))
    .where(eq(spareWarehouseSensors.warehouseId, warehouse.id))
    .orderBy(asc(deviceSensors.kind), asc(devices.code), asc(deviceSensors.key));
  const readings = await readingsOf(db, sensors.map((sensor) => sensor.sensorId), from, to);
  return {
    warehouse_id: warehouse.id,
    warehouse_code: warehouse.code,
    warehouse_name: warehouse.name,
    company_id: warehouse.companyId,
    from: from.toISOString(),
    to: to.toISOString(),
    sensors: sensors.map((sensor) => {
      const reading = (row: { value: number; readAt: Date }) => ({ value: row.value, read_at: row.readAt.toISOString(), state: readingState(sensor, row.value) });
      const last = readings.latest.find((row) => row.sensorId === sensor.sensorId);
      const latest = last ? reading(last) : null;
      return {
        sensor_id: sensor.sensorId,
        device_id: sensor.deviceId,
        device_code: sensor.deviceCode,
        device_name: sensor.deviceName,
        key: sensor.key,
        name: sensor.name,
        unit: sensor.unit,
        kind: sensor.kind,
        warn_low: sensor.warnLow,
        warn_high: sensor.warnHigh,
        alarm_low: sensor.alarmLow,
        alarm_high: sensor.alarmHigh,
        state: latest ? latest.state : 'no_data',
        latest,
        readings: readings.window.filter((row) => row.sensorId === sensor.sensorId).map(reading),
        bound_at: sensor.boundAt.toISOString(),
      };
    }),
  };
}

async function bindSensor(ctx: WriteContext, warehouseId: number, sensorId: number) {
  const warehouse = await warehouseOf(ctx.tx, await visibleCompanies(ctx.tx, ctx.auth, true), warehouseId);
  const [sensor] = await ctx.tx
    .select(sensorColumns)
    .from(deviceSensors)
    .innerJoin(devices, eq(devices.id, deviceSensors.deviceId))
    .where(and(eq(deviceSensors.id, sensorId), eq(devices.companyId, warehouse.companyId)));
  if (!sensor) throw ApiError.referenceNotFound('sensor_id');
  if (!WATCH_KINDS.some((kind) => kind === sensor.kind)) throw ApiError.field('sensor_id', 'validation.invalid');
  const [binding] = await uniqueCode(
    () => ctx.tx.insert(spareWarehouseSensors).values({ companyId: warehouse.companyId, warehouseId: warehouse.id, sensorId: sensor.sensorId }).returning(),
    'sensor_id',
  );
  await appendAudit(ctx.tx, {
    companyId: warehouse.companyId,
    userId: ctx.auth.userId,
    action: 'spare_warehouse.bind_sensor',
    entity: 'spare_warehouse',
    entityId: warehouse.id,
    after: { binding_id: binding?.id, sensor_id: sensor.sensorId, device_code: sensor.deviceCode, sensor_key: sensor.key },
    ip: ctx.ip,
  });
  return warehouse;
}

async function unbindSensor(ctx: WriteContext, warehouseId: number, sensorId: number) {
  const warehouse = await warehouseOf(ctx.tx, await visibleCompanies(ctx.tx, ctx.auth, true), warehouseId);
  const [removed] = await ctx.tx
    .delete(spareWarehouseSensors)
    .where(and(eq(spareWarehouseSensors.warehouseId, warehouse.id), eq(spareWarehouseSensors.sensorId, sensorId)))
    .returning();
  if (!removed) throw ApiError.notFound();
  await appendAudit(ctx.tx, {
    companyId: warehouse.companyId,
    userId: ctx.auth.userId,
    action: 'spare_warehouse.unbind_sensor',
    entity: 'spare_warehouse',
    entityId: warehouse.id,
    before: { binding_id: removed.id, sensor_id: removed.sensorId },
    ip: ctx.ip,
  });
  return warehouse;
}

async function recordReadings(ctx: WriteContext, sensorId: number, input: Schemas['SensorReadingsCreate']): Promise<Schemas['SensorReadingsResult']> {
  const visibility = await visibleCompanies(ctx.tx, ctx.auth, true);
  const [sensor] = await ctx.tx
    .select({ ...sensorColumns, companyId: devices.companyId })
    .from(deviceSensors)
    .innerJoin(devices, eq(devices.id, deviceSensors.deviceId))
    .where(eq(deviceSensors.id, sensorId));
  if (!sensor || !canSee(visibility, sensor.companyId)) throw ApiError.notFound();
  const now = Date.now();
  const rows = input.readings.map((reading, index) => {
    const readAt = reading.read_at === undefined ? new Date(now) : new Date(reading.read_at);
    const time = readAt.getTime();
    if (!Number.isFinite(time) || time > now + FUTURE_SLACK_MS || time < now - OLDEST_MS) throw ApiError.field(`readings[${index}].read_at`, 'validation.invalid');
    return { companyId: sensor.companyId, sensorId: sensor.sensorId, value: reading.value, readAt, recordedBy: ctx.auth.userId };
  });
  await ctx.tx.insert(sensorReadings).values(rows);
  const latest = rows.reduce((last, row) => (row.readAt.getTime() >= last.readAt.getTime() ? row : last));
  await appendAudit(ctx.tx, {
    companyId: sensor.companyId,
    userId: ctx.auth.userId,
    action: 'device_sensor.readings',
    entity: 'device_sensor',
    entityId: sensor.sensorId,
    after: { count: rows.length, from: rows.reduce((first, row) => (row.readAt < first ? row.readAt : first), latest.readAt).toISOString(), to: latest.readAt.toISOString(), latest: latest.value },
    ip: ctx.ip,
  });
  // A plan with a meter on this sensor key (running hours, counters) advances with the latest value.
  await recordMeterReading(ctx.tx, { deviceId: sensor.deviceId, sensorKey: sensor.key, value: latest.value });
  return { sensor_id: sensor.sensorId, recorded: rows.length, latest: { value: latest.value, read_at: latest.readAt.toISOString(), state: readingState(sensor, latest.value) } };
}

export function watchHandlers(
  services: Services,
): Pick<ServiceHandlers, 'getSpareWarehouseWatch' | 'listSpareWatchCandidates' | 'bindSpareWarehouseSensor' | 'unbindSpareWarehouseSensor' | 'recordSensorReadings'> {
  const { db } = services;
  const visibility = (request: Parameters<typeof signedIn>[0]) => visibleCompanies(db, signedIn(request), true);
  return {
    async getSpareWarehouseWatch(request) {
      const warehouse = await warehouseOf(db, await visibility(request), request.params.id);
      return ok(await warehouseWatch(db, warehouse, request.query.hours ?? 24));
    },
    async listSpareWatchCandidates(request) {
      const warehouse = await warehouseOf(db, await visibility(request), request.params.id);
      const text = request.query.keyword?.trim();
      const pattern = text ? `%${escapeLike(text)}%` : undefined;
      const rows = await db
        .select(sensorColumns)
        .from(deviceSensors)
        .innerJoin(devices, eq(devices.id, deviceSensors.deviceId))
        .leftJoin(spareWarehouseSensors, eq(spareWarehouseSensors.sensorId, deviceSensors.id))
        .where(
          and(
            eq(devices.companyId, warehouse.companyId),
            inArray(deviceSensors.kind, [...WATCH_KINDS]),
            isNull(spareWarehouseSensors.id),
            pattern ? or(ilike(devices.code, pattern), ilike(devices.name, pattern), ilike(deviceSensors.name, pattern), ilike(deviceSensors.key, pattern)) : undefined,
          ),
        )
        .orderBy(asc(devices.code), asc(deviceSensors.key))
        .limit(100);
      return ok({
        items: rows.map((row) => ({ sensor_id: row.sensorId, device_id: row.deviceId, device_code: row.deviceCode, device_name: row.deviceName, key: row.key, name: row.name, unit: row.unit, kind: row.kind })),
      });
    },
    async bindSpareWarehouseSensor(request) {
      const warehouse = await writeIn(services, request, (ctx) => bindSensor(ctx, request.params.id, request.body.sensor_id));
      return ok(await warehouseWatch(db, warehouse, 24));
    },
    async unbindSpareWarehouseSensor(request) {
      const warehouse = await writeIn(services, request, (ctx) => unbindSensor(ctx, request.params.id, request.params.sensor_id));
      return ok(await warehouseWatch(db, warehouse, 24));
    },
    async recordSensorReadings(request) {
      return ok(await writeIn(services, request, (ctx) => recordReadings(ctx, request.params.id, request.body)));
    },
  };
}
