import type { Database } from '../db/client';
import { deviceEvents } from '../db/schema';

export type DeviceEventKind = typeof deviceEvents.$inferInsert['kind'];

export interface NewDeviceEvent {
  companyId: number;
  deviceId: number;
  kind: DeviceEventKind;
  title: string;
  /** A status change's new status, a work order's status, a fault's severity. */
  status?: string;
  /** The work order / task id (later modules). */
  refId?: number | null;
  userId?: number | null;
  detail?: Record<string, unknown>;
  at?: Date;
}

/**
 * Writes O&M history rows in the caller's transaction. The device ledger writes its own lifecycle
 * (created, status_changed, moved, fault_report); later modules attach work orders and tasks with
 * `kind: 'work_order' | 'task'` and their id as `refId`, and update `status` as they progress.
 */
export async function recordDeviceEvents(tx: Database, events: readonly NewDeviceEvent[]): Promise<number[]> {
  if (events.length === 0) return [];
  const rows = await tx
    .insert(deviceEvents)
    .values(
      events.map((event) => ({
        companyId: event.companyId,
        deviceId: event.deviceId,
        kind: event.kind,
        title: event.title,
        status: event.status ?? '',
        refId: event.refId ?? null,
        userId: event.userId ?? null,
        detail: event.detail ?? {},
        at: event.at ?? new Date(),
      })),
    )
    .returning({ id: deviceEvents.id });
  return rows.map((row) => row.id);
}
