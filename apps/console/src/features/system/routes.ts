import type { RouteRecord } from '@om/auth';
import { resourceRoutes } from '../../shared/resource/meta';
import { approvalsMeta, auditMeta, correctionsMeta, departmentsMeta, dispatchRulesMeta, regionsMeta, rolesMeta, usersMeta } from './meta';
import { group, page } from '../../shared/routing/define';

const SYSTEM = '/system';

export const systemRoutes: RouteRecord[] = [
  group({
    path: SYSTEM,
    sk: 'system',
    title: 'system.title',
    icon: 'system',
    children: [
      ...resourceRoutes(usersMeta, SYSTEM),
      ...resourceRoutes(rolesMeta, SYSTEM),
      ...resourceRoutes(departmentsMeta, SYSTEM),
      ...resourceRoutes(regionsMeta, SYSTEM),
      ...resourceRoutes(correctionsMeta, SYSTEM),
      ...resourceRoutes(dispatchRulesMeta, SYSTEM),
      ...resourceRoutes(approvalsMeta, SYSTEM),
      // Every signed-in user reads their own messages.
      page({ path: 'message', title: 'system.message', page: () => import('../messages/pages/MessagePage').then((m) => m.MessagePage) }),
      ...resourceRoutes(auditMeta, SYSTEM),
    ],
  }),
];
