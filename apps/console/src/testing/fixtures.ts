import type { Home, Profile } from '@om/api';

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
};

export const technicianProfile: Profile = {
  ...adminProfile,
  id: 7,
  username: 'tech',
  name: 'Tom Tech',
  group_name: 'Technicians',
  roles: ['deviceList', 'deviceDetails', 'repairList', 'inspectionTaskList'],
};

export const home: Home = {
  company: { id: 1, name: 'Riverside Water Works', abbreviation: 'RWW', parent_id: 0, logo: '' },
  counts: { regions: 3, units: 12, stations: 1234 },
  messages: [
    { id: 11, title: 'Pump 3 vibration high', content: 'Station North, sensor V-3', type: 'alarm', read: false, created_at: new Date().toISOString() },
    { id: 10, title: 'Work order #88 closed', content: 'Valve replaced', type: 'workorder', read: true, created_at: new Date(Date.now() - 3_600_000).toISOString() },
  ],
};
