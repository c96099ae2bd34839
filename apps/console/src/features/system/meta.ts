import { resourceMeta } from '../../shared/resource/meta';

// The system group's resources as the router sees them; their pages load on first visit.

export const usersMeta = resourceMeta({
  name: 'users',
  ns: 'system',
  routes: { list: '/system/member', details: '/system/details/:id' },
  titles: { list: 'system.member', details: 'system.userDetails' },
  permissions: { list: ['userList'], details: ['userDetails', 'userList'], write: ['userList'] },
  pages: {
    list: () => import('./users/UsersPage').then((m) => m.UsersPage),
    details: () => import('./users/UserDetailPage').then((m) => m.UserDetailPage),
  },
});

export const rolesMeta = resourceMeta({
  name: 'roles',
  ns: 'system',
  routes: { list: '/system/group' },
  titles: { list: 'system.group' },
  permissions: { list: ['groupList'], write: ['groupList'] },
  pages: { list: () => import('./roles/RolesPage').then((m) => m.RolesPage) },
});

export const departmentsMeta = resourceMeta({
  name: 'departments',
  ns: 'system',
  routes: { list: '/system/areas' },
  titles: { list: 'system.areas' },
  permissions: { list: ['areaList'], write: ['areaList'] },
  pages: { list: () => import('./departments/DepartmentsPage').then((m) => m.DepartmentsPage) },
});

export const regionsMeta = resourceMeta({
  name: 'regions',
  ns: 'system',
  routes: { list: '/system/region' },
  titles: { list: 'system.region' },
  permissions: { list: ['regionList'], write: ['regionList'] },
  pages: { list: () => import('./regions/RegionsPage').then((m) => m.RegionsPage) },
});

// The server lists and reads corrections for approveList (openapi/modules/corrections.yaml); anyone
// signed in may request one.
export const correctionsMeta = resourceMeta({
  name: 'corrections',
  ns: 'system',
  routes: { list: '/system/correct' },
  titles: { list: 'system.correct' },
  permissions: { list: ['approveList'], write: ['approveList'] },
  pages: { list: () => import('./corrections/CorrectionsPage').then((m) => m.CorrectionsPage) },
});

// Dispatch and alarm rules are managed by the platform administrator only (spec §6).
export const dispatchRulesMeta = resourceMeta({
  name: 'dispatchRules',
  ns: 'system',
  routes: { list: '/system/rules' },
  titles: { list: 'system.rules' },
  permissions: { list: ['admin'], write: ['admin'] },
  pages: { list: () => import('./rules/RulesPage').then((m) => m.RulesPage) },
});

export const alarmRulesMeta = resourceMeta({ ...dispatchRulesMeta, name: 'alarmRules' });

export const approvalsMeta = resourceMeta({
  name: 'approvals',
  ns: 'system',
  routes: { list: '/system/approve', details: '/system/process/:id' },
  titles: { list: 'system.approve', details: 'system.process' },
  permissions: { list: ['approveList'], details: ['approveProcess', 'approveList'], write: ['approveList', 'approveProcess'] },
  pages: {
    list: () => import('./approvals/ApprovalsPage').then((m) => m.ApprovalsPage),
    details: () => import('./approvals/ApprovalPage').then((m) => m.ApprovalPage),
  },
});

export const auditMeta = resourceMeta({
  name: 'audit',
  ns: 'system',
  routes: { list: '/system/log' },
  titles: { list: 'system.log' },
  permissions: { list: ['companyLogList'], write: ['admin'] },
  pages: { list: () => import('./audit/AuditLogPage').then((m) => m.AuditLogPage) },
});
