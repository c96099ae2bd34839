import type { DeviceRecord, Home, Profile } from '@om/api';

export const adminProfile: Profile = {
  id: 1,
  username: 'admin',
  name: 'Ada Admin',
  avatar: '',
  company: 'Riverside Water Works',
  company_id: 1,
  parent_id: 0,
  parent_name: '',
  logo: '',
  abbreviation: 'RWW',
  group_name: 'Administrators',
  roles: ['admin'],
  permissions: ['admin'],
};

export const technicianProfile: Profile = {
  ...adminProfile,
  id: 7,
  username: 'tech',
  name: 'Tom Tech',
  group_name: 'Technicians',
  roles: ['deviceList', 'deviceDetails', 'repairList', 'inspectionTaskList'],
  permissions: ['deviceList:view', 'deviceList:edit', 'deviceDetails:view', 'repairList:view', 'repairList:edit', 'inspectionTaskList:view'],
};

export const home: Home = {
  company: { id: 1, name: 'Riverside Water Works', abbreviation: 'RWW', parent_id: 0, logo: '' },
  counts: { regions: 3, units: 12, stations: 1234 },
  messages: [
    { id: 11, title: 'Pump 3 vibration high', content: 'Station North, sensor V-3', type: 'alarm', read: false, created_at: new Date().toISOString() },
    { id: 10, title: 'Work order #88 closed', content: 'Valve replaced', type: 'workorder', read: true, created_at: new Date(Date.now() - 3_600_000).toISOString() },
  ],
};

/** A device as the server answers it: a pump at North station (Plant 2, East), overridable field by field. */
export function deviceRecord(id: number, code: string, extra: Partial<DeviceRecord> = {}): DeviceRecord {
  const at = '2026-11-20T08:00:00.000Z';
  return {
    id,
    company_id: 1,
    code,
    name: `Pump ${code}`,
    type_id: 11,
    type_name: 'Centrifugal pumps',
    model: 'CP-80',
    manufacturer: 'Acme',
    serial_number: `SN-${id}`,
    station_id: 31,
    station_title: 'North station',
    unit_id: 21,
    unit_title: 'Plant 2',
    region_id: 1,
    region_title: 'East',
    location: 'Hall B',
    importance: 'A',
    status: 'in_use',
    commissioned_on: '2024-03-01',
    warranty_until: null,
    parent_id: 0,
    parent_code: '',
    parent_name: '',
    child_count: 0,
    sensor_count: 0,
    attributes: { power: 75 },
    photos: [],
    files: [],
    version: 1,
    created_at: at,
    updated_at: at,
    ...extra,
  };
}
