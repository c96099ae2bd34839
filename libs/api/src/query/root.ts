import { createApi } from '@reduxjs/toolkit/query/react';
import { contractBaseQuery } from './baseQuery';

/** Every cache tag of the app; the endpoints (generated and custom) say which they provide and invalidate. */
export const TAG_TYPES = [
  'Profile',
  'Message',
  'Notification',
  'Audit',
  'Company',
  'User',
  'Role',
  'Department',
  'Region',
  'Approval',
  'Correction',
  'DispatchRule',
  'AlarmRule',
  'DeviceType',
  'Device',
  'DeviceHistory',
  'Sensor',
  'SpecialEquipment',
  'SpareWarehouse',
  'SpareLocation',
  'SpareCategory',
  'SparePart',
  'SpareStock',
  'SpareDocument',
  'SparePick',
  'SpareStocktake',
  'Fault',
  'FaultCode',
  'RepairOrder',
  'RepairFigures',
  'DocumentCategory',
  'Document',
  'Experience',
  'Learning',
  'Procedure',
  'ScheduledStandard',
  'ScheduledPlan',
  'ScheduledTask',
  'Supplier',
  'Customer',
  'PurchaseOrder',
  'PurchaseRequest',
  'SupplyOrder',
  'PurchasingSettings',
] as const;

/**
 * The RTK Query root. tools/api/endpoints.mjs injects every enveloped operation of the contract
 * (libs/api/src/generated/endpoints/<module>.ts, each with its cache tags from this folder).
 */
export const rootApi = createApi({
  reducerPath: 'api',
  baseQuery: contractBaseQuery,
  tagTypes: TAG_TYPES,
  endpoints: () => ({}),
});
