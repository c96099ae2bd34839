import { ALL_GRANTS, ALL_PERMISSIONS, allGrantsOf, grantOf, type Permission, PERMISSION_GROUPS } from '@om/auth/core';

/**
 * The demo accounts and what their roles may do (grants `page:action` of @om/auth/core).
 *
 * - manager: runs the operation of the company — every action of every page except user, role and
 *   enterprise administration (userList, userDetails, groupList, companyList), which stay with the
 *   company administrator so that a manager cannot widen their own rights.
 * - technician: every action of field work — devices, inspection, maintenance, overhaul, repair, the
 *   hazard pool, documents; and pick requests (view, create: ask the stores for parts, see the stock;
 *   edit: cancel their own request).
 * - storekeeper: every action of spare parts, suppliers, customers and purchasing; approvals (view,
 *   approve), so that the stores decide the pick requests technicians send them on /system/approve.
 * - viewer: view only, on the list pages of devices, device types, spare parts, the three plans, repair
 *   orders and the fault pool (no create, edit, delete, import, export or approve).
 * - other (second company): its company administrator, holding every grant — but not the platform role
 *   `admin`, so it never sees another company.
 * The platform administrator `admin` has the role `admin`, which passes every check.
 */
const ADMINISTRATION_ONLY: readonly Permission[] = ['userList', 'userDetails', 'groupList', 'companyList'];

const everyActionOf = (pages: readonly Permission[]): string[] => pages.flatMap(allGrantsOf);

export const DEMO_ROLE_PERMISSIONS = {
  manager: everyActionOf(ALL_PERMISSIONS.filter((name) => !ADMINISTRATION_ONLY.includes(name))),
  technician: everyActionOf([
    ...PERMISSION_GROUPS.device,
    ...PERMISSION_GROUPS.inspection,
    ...PERMISSION_GROUPS.maintain,
    ...PERMISSION_GROUPS.overhaul,
    ...PERMISSION_GROUPS.repair,
    ...PERMISSION_GROUPS.errorPool,
    ...PERMISSION_GROUPS.files,
  ]).concat(grantOf('sparePickList', 'view'), grantOf('sparePickList', 'create'), grantOf('sparePickList', 'edit')),
  storekeeper: everyActionOf([...PERMISSION_GROUPS.spare, ...PERMISSION_GROUPS.supplier, ...PERMISSION_GROUPS.custom, 'purchasingList', 'approveList', 'approveProcess']),
  viewer: (
    ['deviceList', 'deviceTypeList', 'spareList', 'inspectionList', 'maintainList', 'overhaulList', 'repairList', 'errorPoolList'] as const
  ).map((page) => grantOf(page, 'view')),
  companyAdministrator: [...ALL_GRANTS],
} satisfies Record<string, readonly string[]>;

export type DemoRoleKey = keyof typeof DEMO_ROLE_PERMISSIONS | 'platformAdministrator';

export const DEMO_PASSWORD = 'Demo@12345';
export const DEMO_ADMIN_PASSWORD = 'Admin@12345';

export interface DemoAccount {
  username: string;
  password: string;
  name: string;
  /** 1 = the main demo company, 2 = the separate second company. */
  company: 1 | 2;
  role: DemoRoleKey;
  roleName: string;
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { username: 'admin', password: DEMO_ADMIN_PASSWORD, name: '平台管理员', company: 1, role: 'platformAdministrator', roleName: '平台管理员' },
  { username: 'manager', password: DEMO_PASSWORD, name: '王经理', company: 1, role: 'manager', roleName: '运维经理' },
  { username: 'technician', password: DEMO_PASSWORD, name: '李工', company: 1, role: 'technician', roleName: '运维技术员' },
  { username: 'storekeeper', password: DEMO_PASSWORD, name: '赵库管', company: 1, role: 'storekeeper', roleName: '仓库管理员' },
  { username: 'viewer', password: DEMO_PASSWORD, name: '陈观察', company: 1, role: 'viewer', roleName: '只读用户' },
  { username: 'other', password: DEMO_PASSWORD, name: '周管理', company: 2, role: 'companyAdministrator', roleName: '企业管理员' },
];
