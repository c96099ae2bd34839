import type { DeviceEventKind, DeviceImportance, DeviceStatus, SensorKind, SpecialEquipmentCategory } from '@om/api';
import type { TagColor } from '@om/ui';

// The contract's enumerations, in the order the forms and filters offer them, with their tag colours.

export const DEVICE_STATUSES: readonly DeviceStatus[] = ['in_use', 'standby', 'under_repair', 'scrapped'];
export const IMPORTANCES: readonly DeviceImportance[] = ['A', 'B', 'C'];
export const SPECIAL_CATEGORIES: readonly SpecialEquipmentCategory[] = ['pressure_vessel', 'boiler', 'lift', 'crane', 'pressure_piping', 'forklift', 'other'];
export const SENSOR_KINDS: readonly SensorKind[] = ['temperature', 'pressure', 'vibration', 'current', 'voltage', 'level', 'flow', 'speed', 'other'];
export const EVENT_KINDS: readonly DeviceEventKind[] = ['created', 'status_changed', 'moved', 'fault_report', 'work_order', 'task'];
export const SEVERITIES = ['low', 'medium', 'high', 'critical'] as const;
export type Severity = (typeof SEVERITIES)[number];

export const STATUS_COLOR: Record<DeviceStatus, TagColor> = { in_use: 'green', standby: 'blue', under_repair: 'orange', scrapped: 'gray' };
export const IMPORTANCE_COLOR: Record<DeviceImportance, TagColor> = { A: 'red', B: 'orange', C: 'gray' };

/** i18n keys in the `device` namespace. */
export const statusKey = (status: string) => `status.${status}`;
export const importanceKey = (grade: string) => `importance.${grade}`;
export const categoryKey = (category: string) => `category.${category}`;
export const sensorKindKey = (kind: string) => `sensorKind.${kind}`;
export const eventKindKey = (kind: string) => `eventKind.${kind}`;
export const severityKey = (severity: string) => `severity.${severity}`;

export function isDeviceStatus(value: string): value is DeviceStatus {
  return DEVICE_STATUSES.some((status) => status === value);
}
