import type { Schemas } from '../contract/handler-types';
import type { SheetDeclaration } from '../resource/sheets/declaration';
import { companyReference, deviceReference } from '../resource/sheets/references';

const device = { show: 'device_code', resolve: deviceReference.resolve } as const;

/** The fault pool's export: the device by code, severity, source and status translated, the company by name. */
export const FAULT_SHEET: SheetDeclaration<Schemas['Fault']> = {
  columns: [
    'id', 'device_id', 'device_code', 'device_name', 'station_title', 'fault_code', 'fault_name', 'description', 'severity', 'source', 'status', 'count',
    'first_seen_at', 'last_seen_at', 'reporter_name', 'work_order_code', 'reason', 'resolved_at', 'company_id',
  ],
  labels: { ns: 'repair', name: 'faults' },
  values: { severity: 'repair:severity', source: 'repair:source', status: 'repair:faultStatus' },
  references: { device_id: device, company_id: companyReference },
};

/** The repair orders' export: the device by code, severity, condition and state translated, the company by name. */
export const REPAIR_ORDER_SHEET: SheetDeclaration<Schemas['RepairOrder']> = {
  columns: [
    'id', 'code', 'device_id', 'device_code', 'device_name', 'station_title', 'title', 'severity', 'equipment_condition', 'state', 'assignee_name', 'overdue',
    'reported_at', 'accept_due_at', 'accepted_at', 'start_due_at', 'started_at', 'completed_at', 'check_due_at', 'checked_at', 'closed_at',
    'cause', 'action_taken', 'downtime_start', 'downtime_end', 'fault_count', 'company_id',
  ],
  labels: { ns: 'repair', name: 'repairOrders' },
  values: { severity: 'repair:severity', equipment_condition: 'repair:condition', state: 'repair:state' },
  references: { device_id: device, company_id: companyReference },
};
