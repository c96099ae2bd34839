import type { RouteRecord } from '@om/auth';
import { resourceRoutes } from '../../shared/resource/meta';
import { approvalsMeta, auditMeta, correctionsMeta, departmentsMeta, dispatchRulesMeta, regionsMeta, rolesMeta, usersMeta } from './meta';
import { group } from '../../shared/routing/define';
import { messagePage, messagesMeta } from '../messages';

const SYSTEM = '/system';

export const systemRoutes: RouteRecord[] = [
  group({
    path: SYSTEM,
    sk: 'system',
    title: 'system.title',
    icon: 'system',
    children: [
      ...resourceRoutes(usersMeta, SYSTEM, {
        list: () => import('./users/UsersPage').then((m) => m.UsersPage),
        details: () => import('./users/UserDetailPage').then((m) => m.UserDetailPage),
      }),
      ...resourceRoutes(rolesMeta, SYSTEM, { list: () => import('./roles/RolesPage').then((m) => m.RolesPage) }),
      ...resourceRoutes(departmentsMeta, SYSTEM, { list: () => import('./departments/DepartmentsPage').then((m) => m.DepartmentsPage) }),
      ...resourceRoutes(regionsMeta, SYSTEM, { list: () => import('./regions/RegionsPage').then((m) => m.RegionsPage) }),
      ...resourceRoutes(correctionsMeta, SYSTEM, { list: () => import('./corrections/CorrectionsPage').then((m) => m.CorrectionsPage) }),
      ...resourceRoutes(dispatchRulesMeta, SYSTEM, { list: () => import('./rules/RulesPage').then((m) => m.RulesPage) }),
      ...resourceRoutes(approvalsMeta, SYSTEM, {
        list: () => import('./approvals/ApprovalsPage').then((m) => m.ApprovalsPage),
        details: () => import('./approvals/ApprovalPage').then((m) => m.ApprovalPage),
      }),
      // Every signed-in user reads their own messages.
      ...resourceRoutes(messagesMeta, SYSTEM, { list: messagePage }),
      ...resourceRoutes(auditMeta, SYSTEM, { list: () => import('./audit/AuditLogPage').then((m) => m.AuditLogPage) }),
    ],
  }),
];
