import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { devices, deviceSensors, deviceTypes, regions } from '../db/schema';
import { sensorReadings, spareWarehouses, spareWarehouseSensors } from '../db/spare-schema';
import { random } from './demo-devices';

const HOUR_MS = 3_600_000;
const STEP_MS = HOUR_MS / 2;
const DAYS = 7;

const ENVIRONMENT = [
  { key: 'temp', name: '库房温度', unit: '℃', kind: 'temperature', warn: [5, 30], alarm: [0, 35], base: 21, swing: 5 },
  { key: 'rh', name: '库房湿度', unit: '%RH', kind: 'humidity', warn: [30, 65], alarm: [20, 75], base: 52, swing: 9 },
] as const;

/**
 * The environment of the demo warehouses: a thermo-hygrometer device per warehouse (type ENV-TH), its
 * temperature and humidity sensors bound to the warehouse, and a week of readings every half hour — a
 * daily cycle with noise and, in the second warehouse, a humid spell two days ago that crosses the
 * warning and alarm thresholds (so the watch page shows out-of-range values).
 */
export async function seedDemoWatch(tx: Database, companyId: number, now: number): Promise<number> {
  const rnd = random(companyId * 6_700_417);
  const warehouses = await tx.select().from(spareWarehouses).where(eq(spareWarehouses.companyId, companyId)).orderBy(asc(spareWarehouses.id));
  const [station] = await tx.select().from(regions).where(and(eq(regions.companyId, companyId), eq(regions.level, 3))).orderBy(asc(regions.id)).limit(1);
  if (warehouses.length === 0 || !station) return 0;
  const [type] = await tx.insert(deviceTypes).values({ companyId, code: 'ENV-TH', name: '温湿度监测仪' }).returning({ id: deviceTypes.id });
  if (!type) throw new Error('device type insert returned no row');
  let readings = 0;
  for (const [index, warehouse] of warehouses.entries()) {
    const [own] = warehouse.stationId ? await tx.select().from(regions).where(eq(regions.id, warehouse.stationId)) : [];
    const place = own ?? station;
    const [unit] = await tx.select({ parentId: regions.parentId }).from(regions).where(eq(regions.id, place.parentId ?? 0));
    const [device] = await tx
      .insert(devices)
      .values({
        companyId,
        code: `${warehouse.code}-TH`,
        name: `${warehouse.name} 温湿度计`,
        typeId: type.id,
        model: 'RS-WS-N01',
        manufacturer: '建大仁科',
        stationId: place.id,
        unitId: place.parentId ?? 0,
        regionId: unit?.parentId ?? 0,
        location: warehouse.address,
        importance: 'C',
        createdAt: new Date(now - 30 * 24 * HOUR_MS),
        updatedAt: new Date(now - 30 * 24 * HOUR_MS),
      })
      .returning({ id: devices.id });
    if (!device) throw new Error('device insert returned no row');
    for (const spec of ENVIRONMENT) {
      const [sensor] = await tx
        .insert(deviceSensors)
        .values({ companyId, deviceId: device.id, key: spec.key, name: spec.name, unit: spec.unit, kind: spec.kind, warnLow: spec.warn[0], warnHigh: spec.warn[1], alarmLow: spec.alarm[0], alarmHigh: spec.alarm[1] })
        .returning({ id: deviceSensors.id });
      if (!sensor) throw new Error('sensor insert returned no row');
      await tx.insert(spareWarehouseSensors).values({ companyId, warehouseId: warehouse.id, sensorId: sensor.id, createdAt: new Date(now - DAYS * 24 * HOUR_MS) });
      const rows: (typeof sensorReadings.$inferInsert)[] = [];
      for (let at = now - DAYS * 24 * HOUR_MS; at <= now; at += STEP_MS) {
        const hourOfDay = new Date(at).getUTCHours();
        const daily = Math.sin(((hourOfDay - 8) / 24) * 2 * Math.PI) * spec.swing * (spec.kind === 'humidity' ? -1 : 1);
        const hoursAgo = (now - at) / HOUR_MS;
        // A ramp of 6 %RH an hour up to +36 and back: it crosses the warning and the alarm limit whatever the hour's daily swing.
        const spell = index === 1 && spec.kind === 'humidity' ? Math.max(0, 36 - Math.abs(hoursAgo - 48) * 6) : 0;
        const value = Math.round((spec.base + daily + spell + (rnd() - 0.5) * 2) * 10) / 10;
        rows.push({ companyId, sensorId: sensor.id, value, readAt: new Date(at), createdAt: new Date(at), updatedAt: new Date(at) });
      }
      await tx.insert(sensorReadings).values(rows);
      readings += rows.length;
    }
  }
  return readings;
}
