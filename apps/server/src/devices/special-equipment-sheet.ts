import type { Schemas } from '../contract/handler-types';
import type { SheetDeclaration } from '../resource/sheets/declaration';
import { companyReference, deviceReference, firstVisible, SOURCES, usersReference } from '../resource/sheets/references';

/**
 * The special-equipment files: the device by code (or name), the responsible people by username,
 * category and due state translated, the company by name (written only: a record belongs to its device's).
 */
export const SPECIAL_EQUIPMENT_SHEET: SheetDeclaration<Schemas['SpecialEquipment']> = {
  columns: [
    'id', 'device_id', 'device_code', 'device_name', 'station_title', 'category', 'certificate_no', 'inspecting_body', 'last_inspected_on', 'next_inspection_on',
    'responsible_user_ids', 'remark', 'due_state', 'company_id', 'version',
  ],
  labels: { ns: 'device', name: 'specialEquipment' },
  values: { category: 'device:category', due_state: 'device:dueState' },
  references: { device_id: { show: 'device_code', resolve: deviceReference.resolve }, responsible_user_ids: usersReference, company_id: companyReference },
  example: async (db, visibility) => ({
    device_id: await firstVisible(db, visibility, SOURCES.device),
    category: 'pressure_vessel',
    certificate_no: 'TS-2025-0001',
    inspecting_body: 'Special Equipment Inspection Institute',
    next_inspection_on: `${new Date().getUTCFullYear() + 1}-06-30`,
  }),
};
