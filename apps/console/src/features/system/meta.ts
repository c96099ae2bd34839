import { resourceMeta } from '../../shared/resource/meta';

// The system group's resources: names, paths, permissions. The pages read these; ./routes.ts adds
// the page loaders (so imports run one way: routes → pages → meta).

export const usersMeta = resourceMeta({
  name: 'users',
  ns: 'system',
  routes: { list: '/system/member', details: '/system/details/:id' },
  titles: { list: 'system.member', details: 'system.userDetails' },
  permissions: { list: ['userList'], details: ['userDetails', 'userList'] },
  writes: ['createUser'],
});

export const rolesMeta = resourceMeta({
  name: 'roles',
  ns: 'system',
  routes: { list: '/system/group' },
  titles: { list: 'system.group' },
  permissions: { list: ['groupList'] },
  writes: ['createRole'],
});

export const departmentsMeta = resourceMeta({
  name: 'departments',
  ns: 'system',
  routes: { list: '/system/areas' },
  titles: { list: 'system.areas' },
  permissions: { list: ['areaList'] },
  writes: ['createDepartment'],
});

export const regionsMeta = resourceMeta({
  name: 'regions',
  ns: 'system',
  routes: { list: '/system/region' },
  titles: { list: 'system.region' },
  permissions: { list: ['regionList'] },
  writes: ['createRegion'],
});

// The server lists and reads corrections for approveList (openapi/modules/corrections.yaml); anyone
// signed in may request one, and the page offers that to those who may list them.
export const correctionsMeta = resourceMeta({
  name: 'corrections',
  ns: 'system',
  routes: { list: '/system/correct' },
  titles: { list: 'system.correct' },
  permissions: { list: ['approveList'] },
  writes: ['listCorrections'],
});

// Dispatch and alarm rules are managed by the platform administrator only (docs/product.md "Permissions").
export const dispatchRulesMeta = resourceMeta({
  name: 'dispatchRules',
  ns: 'system',
  routes: { list: '/system/rules' },
  titles: { list: 'system.rules' },
  permissions: { list: ['admin'] },
  writes: ['createDispatchRule'],
});

export const alarmRulesMeta = resourceMeta({ ...dispatchRulesMeta, name: 'alarmRules', writes: ['createAlarmRule'] });

export const approvalsMeta = resourceMeta({
  name: 'approvals',
  ns: 'system',
  routes: { list: '/system/approve', details: '/system/process/:id' },
  titles: { list: 'system.approve', details: 'system.process' },
  permissions: { list: ['approveList'], details: ['approveProcess', 'approveList'] },
  writes: ['decideApproval'],
});

export const auditMeta = resourceMeta({
  name: 'audit',
  ns: 'system',
  routes: { list: '/system/log' },
  titles: { list: 'system.log' },
  permissions: { list: ['companyLogList'] },
  writes: ['exportAuditLogCsv'],
});
