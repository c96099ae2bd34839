import { DEVICE_STATUS_VALUES, FAULT_REPORT_SEVERITY_VALUES, type DeviceImportance, type DeviceStatus } from '@om/api';
import type { TagColor } from '@om/ui';

// The tag colours and i18n keys of the contract's enumerations; the values themselves, in the
// order the forms and filters offer them, are generated from the contract (`@om/api`, *_VALUES).

export type Severity = (typeof FAULT_REPORT_SEVERITY_VALUES)[number];

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
  return DEVICE_STATUS_VALUES.some((status) => status === value);
}
