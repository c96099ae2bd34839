/**
 * The permission vocabulary: the route names of the spec (section 6). A role holds a set of them;
 * the server checks the same names on every operation (`x-permissions` in openapi/).
 */
export const ADMIN_ROLE = 'admin';

export const PERMISSION_GROUPS = {
  company: ['companyList', 'companyInfo', 'companyLogList'],
  system: ['userList', 'userDetails', 'groupList', 'areaList', 'regionList', 'approveList', 'approveProcess'],
  device: ['deviceList', 'deviceDetails', 'deviceTypeList', 'deviceSensorList'],
  remote: ['remoteSensorList'],
  spare: [
    'spareWarehouseList', 'spareTypeList', 'spareList', 'spareDetails', 'sparePickList', 'spareWaring',
    'spareInStockList', 'spareOutStockList', 'spareOutSupplyList',
  ],
  files: ['dataCategoryList', 'dataFilesList', 'dataExperienceList', 'dataLearningList', 'dataOperationList'],
  errorPool: ['errorPoolList'],
  inspection: ['inspectionList', 'inspectionTaskList', 'inspectionStandardList'],
  maintain: ['maintainList', 'maintainTaskList', 'maintainStandardList'],
  overhaul: ['overhaulList', 'overhaulTaskList', 'overhaulStandardList', 'overhaulCalendar'],
  repair: ['repairList', 'calendarService'],
  diagn: ['diagnList'],
  supplier: ['supplierSupplier', 'supplierPickOrderList'],
  custom: ['custom', 'sparecustomIndex'],
  office: ['purchasingList', 'carinfoList', 'carrecordList', 'remindList', 'applyWorkOrderList', 'meetingList'],
} as const;

export type PermissionGroup = keyof typeof PERMISSION_GROUPS;
export type Permission = (typeof PERMISSION_GROUPS)[PermissionGroup][number];

export const ALL_PERMISSIONS: readonly Permission[] = Object.values(PERMISSION_GROUPS).flat();

const known: ReadonlySet<string> = new Set(ALL_PERMISSIONS);

export function isPermission(name: string): name is Permission {
  return known.has(name);
}

/** True when the holder of `roles` may use something that requires one of `required` ([] = any signed-in user). */
export function holdsAny(roles: readonly string[], required: readonly string[]): boolean {
  if (roles.includes(ADMIN_ROLE)) return true;
  if (required.length === 0) return true;
  return required.some((name) => roles.includes(name));
}

/**
 * Route module keys (`sk`). A host configuration enables a subset; routes of other modules are not
 * shown. Routes without a module key (dashboard, profile, messages) are always available.
 */
export const MODULE_KEYS = [
  'company', 'system', 'device', 'remote', 'spare', 'files', 'errorPool', 'inspection', 'maintain',
  'overhaul', 'repair', 'diagn', 'supplier', 'custom', 'office',
] as const;
export type ModuleKey = (typeof MODULE_KEYS)[number];
