import { and, asc, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { companies, devices, deviceSensors, deviceTypes, regions, specialEquipment, users } from '../db/schema';
import { bearer, signIn } from './test-app';

/** Every demo role, for the device ledger's matrix (storekeeper holds no device permission). */
export const ROLES = ['admin', 'manager', 'technician', 'storekeeper', 'viewer', 'other'] as const;
export type Role = (typeof ROLES)[number];

export async function signInRoles(app: FastifyInstance): Promise<Record<Role, string>> {
  const tokens: Partial<Record<Role, string>> = {};
  for (const role of ROLES) tokens[role] = await signIn(app, role, role === 'admin' ? 'Admin@12345' : 'Demo@12345');
  return { admin: '', manager: '', technician: '', storekeeper: '', viewer: '', other: '', ...tokens };
}

async function first<T>(rows: Promise<T[]>, what: string): Promise<T> {
  const [row] = await rows;
  if (!row) throw new Error(`demo fixture missing: ${what}`);
  return row;
}

/** Ids of the demo ledger: the main company (1) and the second one (`other`). */
export async function deviceDemoIds(db: Database) {
  const main = await first(db.select().from(companies).where(eq(companies.name, '华东能源运维有限公司')), 'main company');
  const second = await first(db.select().from(companies).where(eq(companies.name, '岭南水务设备管理有限公司')), 'second company');
  const subsidiary = await first(db.select().from(companies).where(eq(companies.parentId, main.id)), 'subsidiary');
  const type = (companyId: number, code: string) =>
    first(db.select().from(deviceTypes).where(and(eq(deviceTypes.companyId, companyId), eq(deviceTypes.code, code))), `type ${code}`).then((row) => row.id);
  const stations = (companyId: number) =>
    db.select().from(regions).where(and(eq(regions.companyId, companyId), eq(regions.level, 3))).orderBy(asc(regions.id));
  const mainStations = await stations(main.id);
  const secondStations = await stations(second.id);
  const mainDevice = await first(db.select().from(devices).where(and(eq(devices.companyId, main.id), isNull(devices.parentId))).orderBy(asc(devices.id)).limit(1), 'device');
  const secondDevice = await first(db.select().from(devices).where(eq(devices.companyId, second.id)).orderBy(asc(devices.id)).limit(1), 'device of company 2');
  const secondSensor = await first(db.select().from(deviceSensors).where(eq(deviceSensors.companyId, second.id)).limit(1), 'sensor of company 2');
  const secondSpecial = await first(db.select().from(specialEquipment).where(eq(specialEquipment.companyId, second.id)).limit(1), 'special of company 2');
  const userId = async (username: string) => (await first(db.select().from(users).where(eq(users.username, username)), username)).id;
  return {
    mainId: main.id,
    secondId: second.id,
    subsidiaryId: subsidiary.id,
    mainStationIds: mainStations.map((row) => row.id),
    secondStationIds: secondStations.map((row) => row.id),
    mainUnitOf: new Map(mainStations.map((row) => [row.id, row.parentId ?? 0])),
    types: {
      pump: await type(main.id, 'PUMP'),
      centrifugal: await type(main.id, 'PUMP-C'),
      submersible: await type(main.id, 'PUMP-S'),
      motor: await type(main.id, 'MOTOR'),
      valve: await type(main.id, 'VALVE'),
      secondValve: await type(second.id, 'VALVE'),
    },
    mainDeviceId: mainDevice.id,
    secondDeviceId: secondDevice.id,
    secondSensorId: secondSensor.id,
    secondSpecialId: secondSpecial.id,
    managerId: await userId('manager'),
    technicianId: await userId('technician'),
    viewerId: await userId('viewer'),
    otherId: await userId('other'),
    storekeeperId: await userId('storekeeper'),
  };
}

export type DeviceDemoIds = Awaited<ReturnType<typeof deviceDemoIds>>;

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export function request(app: FastifyInstance, token: string | undefined, method: Method, url: string, payload?: object) {
  const headers = token ? bearer(token) : {};
  return payload === undefined ? app.inject({ method, url, headers }) : app.inject({ method, url, headers, payload });
}

// A 1×1 transparent PNG.
export const PNG_DATA_URL = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
