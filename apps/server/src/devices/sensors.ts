import { and, asc, eq, sql, getTableColumns } from 'drizzle-orm';
import type { Schemas, ServiceHandlers } from '../contract/handler-types';
import { deviceSensors } from '../db/schema';
import { ApiError, ok } from '../http/envelope';
import { signedIn } from '../http/request-context';
import { defineResource, type Resource, type ResourceOperationIds } from '../resource/define-resource';
import { writeIn } from '../resource/write-context';
import type { Services } from '../services';
import type { DeviceResource } from './devices';

type Row = typeof deviceSensors.$inferSelect;
type Insert = typeof deviceSensors.$inferInsert;
/** A sensor's create body with the device from the path. */
type SensorInput = Schemas['SensorCreate'] & { device_id: number; company_id: number };
export type SensorResource = Resource<Row, Schemas['Sensor'], typeof SENSOR_OPERATIONS>;

export function toSensor(row: Row): Schemas['Sensor'] {
  return {
    id: row.id,
    company_id: row.companyId,
    device_id: row.deviceId,
    key: row.key,
    name: row.name,
    unit: row.unit,
    kind: row.kind,
    warn_low: row.warnLow,
    warn_high: row.warnHigh,
    alarm_low: row.alarmLow,
    alarm_high: row.alarmHigh,
    version: row.version,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

const ORDER = ['alarm_low', 'warn_low', 'warn_high', 'alarm_high'] as const;

/** alarm_low ≤ warn_low ≤ warn_high ≤ alarm_high among the thresholds that are set: 400 naming the later field. */
export function assertThresholdOrder(thresholds: Record<(typeof ORDER)[number], number | null | undefined>): void {
  for (let later = 1; later < ORDER.length; later += 1) {
    const laterField = ORDER[later];
    const value = laterField ? thresholds[laterField] : undefined;
    if (value === null || value === undefined || !laterField) continue;
    for (let earlier = 0; earlier < later; earlier += 1) {
      const earlierField = ORDER[earlier];
      const bound = earlierField ? thresholds[earlierField] : undefined;
      if (bound !== null && bound !== undefined && value < bound) throw ApiError.field(laterField, 'validation.minimum', { limit: bound });
    }
  }
}

function isSensorInput(input: unknown): input is SensorInput {
  return (
    typeof input === 'object' &&
    input !== null &&
    'device_id' in input &&
    typeof input.device_id === 'number' &&
    'company_id' in input &&
    typeof input.company_id === 'number' &&
    'key' in input &&
    typeof input.key === 'string' &&
    'name' in input &&
    typeof input.name === 'string'
  );
}

/** Sensors of devices: key unique per device, thresholds ordered, company from the device. */
const SENSOR_OPERATIONS = { get: 'getSensor', update: 'updateSensor', delete: 'deleteSensor' } satisfies ResourceOperationIds;

export function sensorResource(services: Services): SensorResource {
  return defineResource<Row, Insert, Schemas['Sensor'], SensorInput, Schemas['SensorUpdate'], typeof SENSOR_OPERATIONS>(services, {
    entity: 'sensor',
    operationIds: SENSOR_OPERATIONS,
    store: {
      table: deviceSensors,
      id: deviceSensors.id,
      version: deviceSensors.version,
      select: (db, q) => db.select({ ...getTableColumns(deviceSensors), listTotal: q.total }).from(deviceSensors).where(q.where).orderBy(...q.orderBy).limit(q.limit).offset(q.offset),
      insert: (db, values) => db.insert(deviceSensors).values(values).returning(),
      update: (db, values, where) =>
        db.update(deviceSensors).set({ ...values, version: sql`${deviceSensors.version} + 1`, updatedAt: new Date() }).where(where).returning(),
      remove: (db, where) => db.delete(deviceSensors).where(where).returning(),
    },
    scope: { column: deviceSensors.companyId, subsidiaries: true, companyOf: (row) => row.companyId },
    list: { sortable: { id: deviceSensors.id, key: deviceSensors.key }, defaultSort: '+key' },
    toDto: toSensor,
    create: {
      schema: 'SensorCreate',
      accepts: isSensorInput,
      toValues: (input) => ({
        companyId: input.company_id,
        deviceId: input.device_id,
        key: input.key,
        name: input.name.trim(),
        unit: input.unit?.trim() ?? '',
        kind: input.kind ?? 'other',
        warnLow: input.warn_low ?? null,
        warnHigh: input.warn_high ?? null,
        alarmLow: input.alarm_low ?? null,
        alarmHigh: input.alarm_high ?? null,
      }),
    },
    update: {
      schema: 'SensorUpdate',
      toValues: (input) => ({
        key: input.key,
        name: input.name?.trim(),
        unit: input.unit?.trim(),
        kind: input.kind,
        warnLow: input.warn_low,
        warnHigh: input.warn_high,
        alarmLow: input.alarm_low,
        alarmHigh: input.alarm_high,
      }),
    },
    async validate(ctx, change) {
      const { values } = change;
      const before = change.kind === 'update' ? change.before : undefined;
      const pick = (next: number | null | undefined, previous: number | null | undefined) => (next === undefined ? previous : next);
      assertThresholdOrder({
        alarm_low: pick(values.alarmLow, before?.alarmLow),
        warn_low: pick(values.warnLow, before?.warnLow),
        warn_high: pick(values.warnHigh, before?.warnHigh),
        alarm_high: pick(values.alarmHigh, before?.alarmHigh),
      });
      if (values.name !== undefined && !values.name) throw ApiError.field('name', 'validation.empty');
      const deviceId = before?.deviceId ?? values.deviceId;
      if (values.key !== undefined && values.key !== before?.key && deviceId !== undefined) {
        const [taken] = await ctx.tx.select({ id: deviceSensors.id }).from(deviceSensors).where(and(eq(deviceSensors.deviceId, deviceId), eq(deviceSensors.key, values.key)));
        if (taken) throw ApiError.field('key', 'validation.taken');
      }
    },
  });
}

export function sensorHandlers(services: Services, sensors: SensorResource, devices: DeviceResource): Pick<ServiceHandlers, 'listDeviceSensors' | 'createDeviceSensor'> {
  return {
    async listDeviceSensors(request) {
      const device = await devices.findVisible(services.db, signedIn(request), request.params.id);
      if (!device) throw ApiError.notFound();
      const rows = await services.db.select().from(deviceSensors).where(eq(deviceSensors.deviceId, device.id)).orderBy(asc(deviceSensors.key));
      return ok({ items: rows.map(toSensor), total: rows.length });
    },

    async createDeviceSensor(request) {
      const row = await writeIn(services, request, async (ctx) => {
        const device = await devices.findVisible(ctx.tx, ctx.auth, request.params.id);
        if (!device) throw ApiError.notFound();
        const input: SensorInput = { ...request.body, device_id: device.id, company_id: device.companyId };
        return sensors.createRow(ctx, input, 'create');
      });
      return ok(toSensor(row));
    },
  };
}
