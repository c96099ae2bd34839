import { and, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Schemas } from '../contract/handler-types';
import type { Database } from '../db/client';
import { devices, deviceTypes, regions } from '../db/schema';
import { codeKey, existingCodes } from './device-codes';
import { typesOf } from './device-types';
import type { TypeNode } from './templates';

/**
 * What a device's create and update checks read from the database, behind one interface so that
 * the one-row write (directReads: a query per question) and an import's chunk (chunkReads: one
 * query per kind of question for the whole chunk, answered from memory afterwards) run the very
 * same checks (devices.ts).
 */

/** A region row with its parent (a station's unit) and the unit's parent (its region). */
export interface StationRecord {
  id: number;
  companyId: number;
  level: number;
  parentId: number | null;
  title: string;
  unitId: number | null;
  unitParentId: number | null;
}

export interface Owned {
  id: number;
  companyId: number;
}

export type TypeTree = Map<number, TypeNode & { name: string }>;

export interface DeviceReads {
  station(id: number): Promise<StationRecord | undefined>;
  type(id: number): Promise<Owned | undefined>;
  typesOf(companyId: number): Promise<TypeTree>;
  codeTaken(companyId: number, code: string): Promise<boolean>;
  device(id: number): Promise<Owned | undefined>;
  /** A code the chunk has just given out (a later row repeating it is refused, as in one-by-one creates). */
  claim(companyId: number, code: string): void;
}

async function stationsByIds(db: Database, ids: readonly number[]): Promise<StationRecord[]> {
  if (ids.length === 0) return [];
  const unit = alias(regions, 'unit');
  return db
    .select({
      id: regions.id,
      companyId: regions.companyId,
      level: regions.level,
      parentId: regions.parentId,
      title: regions.title,
      unitId: unit.id,
      unitParentId: unit.parentId,
    })
    .from(regions)
    .leftJoin(unit, eq(unit.id, regions.parentId))
    .where(inArray(regions.id, [...ids]));
}

async function typesByIds(db: Database, ids: readonly number[]): Promise<Owned[]> {
  if (ids.length === 0) return [];
  return db.select({ id: deviceTypes.id, companyId: deviceTypes.companyId }).from(deviceTypes).where(inArray(deviceTypes.id, [...ids]));
}

async function devicesByIdsOwned(db: Database, ids: readonly number[]): Promise<Owned[]> {
  if (ids.length === 0) return [];
  return db.select({ id: devices.id, companyId: devices.companyId }).from(devices).where(inArray(devices.id, [...ids]));
}

/** One query per question, as a single create or update asks it. */
export function directReads(db: Database): DeviceReads {
  return {
    station: async (id) => (await stationsByIds(db, [id]))[0],
    type: async (id) => (await typesByIds(db, [id]))[0],
    typesOf: (companyId) => typesOf(db, companyId),
    codeTaken: async (companyId, code) => {
      const [taken] = await db.select({ id: devices.id }).from(devices).where(and(eq(devices.companyId, companyId), eq(devices.code, code)));
      return taken !== undefined;
    },
    device: async (id) => (await devicesByIdsOwned(db, [id]))[0],
    claim: () => undefined,
  };
}

const distinct = <T>(items: readonly (T | undefined)[]): T[] => [...new Set(items.filter((item): item is T => item !== undefined))];

/**
 * The reads of a chunk of creates, each kind in one query: stations (with unit), types, parents and
 * the codes already taken in the stations' companies; a company's type tree once per chunk.
 */
export async function chunkReads(db: Database, inputs: readonly Schemas['DeviceCreate'][]): Promise<DeviceReads> {
  // One after the other: a transaction is one connection.
  const stations = await stationsByIds(db, distinct(inputs.map((input) => input.station_id)));
  const types = await typesByIds(db, distinct(inputs.map((input) => input.type_id)));
  const parents = await devicesByIdsOwned(db, distinct(inputs.map((input) => input.parent_id || undefined)));
  const companies = distinct(stations.map((station) => station.companyId));
  const taken = await existingCodes(db, companies, distinct(inputs.map((input) => input.code.trim())));
  const stationById = new Map(stations.map((row) => [row.id, row]));
  const typeById = new Map(types.map((row) => [row.id, row]));
  const parentById = new Map(parents.map((row) => [row.id, row]));
  const trees = new Map<number, Promise<TypeTree>>();
  return {
    station: async (id) => stationById.get(id),
    type: async (id) => typeById.get(id),
    typesOf: (companyId) => {
      const known = trees.get(companyId) ?? typesOf(db, companyId);
      trees.set(companyId, known);
      return known;
    },
    codeTaken: async (companyId, code) => taken.has(codeKey(companyId, code)),
    device: async (id) => parentById.get(id),
    claim: (companyId, code) => {
      taken.add(codeKey(companyId, code));
    },
  };
}
