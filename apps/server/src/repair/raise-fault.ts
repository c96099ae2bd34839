import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { devices, faultCodes, faults } from '../db/schema';
import { ApiError } from '../http/envelope';
import { type FaultSeverity, type FaultSource } from './fault-rows';

export interface RaiseFaultInput {
  /** A device the caller has already checked is visible to whoever reports. */
  deviceId: number;
  source: FaultSource;
  description: string;
  /** Default: the fault code's severity, else medium. */
  severity?: FaultSeverity | undefined;
  /** A code of the device's company (checked here); 0 / null for unclassified. */
  faultCodeId?: number | null | undefined;
  /** null for the system (a sensor alarm). */
  reporterId: number | null;
  at?: Date;
}

export interface RaisedFault {
  id: number;
  companyId: number;
  /** True when the report went into an active fault of the same device and code. */
  merged: boolean;
}

/**
 * Puts a hazard or fault into the pool inside the caller's transaction — from a device's fault
 * report, a person's report, an abnormal inspection or maintenance result, or a sensor alarm.
 *
 * The same active fault (open, confirmed or in a work order) of the same device and fault code is
 * merged, not repeated: its count goes up, last seen moves on and the severity rises to the higher
 * one. One statement (insert … on conflict on the partial unique index) does it, so two reports
 * racing each other end in one row with count 2.
 */
export async function raiseFault(tx: Database, input: RaiseFaultInput): Promise<RaisedFault> {
  const [device] = await tx
    .select({ companyId: devices.companyId, stationId: devices.stationId, unitId: devices.unitId, regionId: devices.regionId })
    .from(devices)
    .where(eq(devices.id, input.deviceId));
  if (!device) throw ApiError.referenceNotFound('device_id');
  const codeId = input.faultCodeId || null;
  let severity = input.severity;
  if (codeId !== null) {
    const [code] = await tx.select({ companyId: faultCodes.companyId, severity: faultCodes.severity }).from(faultCodes).where(eq(faultCodes.id, codeId));
    if (!code || code.companyId !== device.companyId) throw ApiError.referenceNotFound('fault_code_id');
    severity ??= code.severity;
  }
  const description = input.description.trim();
  if (!description) throw ApiError.field('description', 'validation.empty');
  const at = input.at ?? new Date();
  const [row] = await tx
    .insert(faults)
    .values({
      companyId: device.companyId,
      deviceId: input.deviceId,
      stationId: device.stationId,
      unitId: device.unitId,
      regionId: device.regionId,
      faultCodeId: codeId,
      codeKey: codeId ?? 0,
      description,
      severity: severity ?? 'medium',
      source: input.source,
      reporterId: input.reporterId,
      firstSeenAt: at,
      lastSeenAt: at,
    })
    .onConflictDoUpdate({
      target: [faults.deviceId, faults.codeKey],
      targetWhere: sql`status in ('open', 'confirmed', 'in_work_order')`,
      set: {
        count: sql`${faults.count} + 1`,
        lastSeenAt: sql`greatest(${faults.lastSeenAt}, excluded.last_seen_at)`,
        // Enum order: low < medium < high < critical.
        severity: sql`greatest(${faults.severity}, excluded.severity)`,
        version: sql`${faults.version} + 1`,
        updatedAt: sql`now()`,
      },
    })
    .returning({ id: faults.id, companyId: faults.companyId, merged: sql<boolean>`(xmax <> 0)` });
  if (!row) throw new Error('raiseFault: no row');
  return { id: row.id, companyId: row.companyId, merged: row.merged === true };
}
