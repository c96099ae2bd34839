import type { ScheduleKind } from '@om/api';
import type { RouteRecord } from '@om/auth';
import { resourceRoutes } from '../../shared/resource/meta';
import { detail, group, page } from '../../shared/routing/define';
import { KINDS } from './kinds';
import { scheduleMetas } from './meta';
import { withKind } from './withKind';

/** The route group of one kind: plans, tasks, standards, records, calendar and their detail pages. */
export function scheduleRoutes(kind: ScheduleKind): RouteRecord[] {
  const config = KINDS[kind];
  const metas = scheduleMetas(kind);
  const { group: path, pages, permissions } = config;
  const check = pages.check;
  return [
    group({
      path,
      sk: config.sk,
      title: `${kind}.title`,
      icon: kind,
      children: [
        ...resourceRoutes(metas.plans, path, {
          list: () => import('./plans/PlansPage').then((m) => withKind(m.PlansPage, kind)),
          details: () => import('./plans/PlanDetailPage').then((m) => withKind(m.PlanDetailPage, kind)),
        }),
        ...resourceRoutes(metas.tasks, path, {
          list: () => import('./tasks/TasksPage').then((m) => withKind(m.TasksPage, kind)),
          details: () => import('./tasks/TaskDetailPage').then((m) => withKind(m.TaskDetailPage, kind)),
        }),
        ...resourceRoutes(metas.standards, path, {
          list: () => import('./standards/StandardsPage').then((m) => withKind(m.StandardsPage, kind)),
          details: () => import('./standards/StandardDetailPage').then((m) => withKind(m.StandardDetailPage, kind)),
        }),
        ...resourceRoutes(metas.docs, path, { list: () => import('./tasks/DocsPage').then((m) => withKind(m.DocsPage, kind)) }),
        page({
          path: pages.calendar,
          title: `${kind}.calendar`,
          roles: permissions.calendar,
          page: () => import('./calendar/SchedulePage').then((m) => withKind(m.ScheduleCalendarPage, kind)),
        }),
        ...(check
          ? [
              detail({
                path: `${check}/:id`,
                title: `${kind}.${check}`,
                roles: [permissions.task],
                activeMenu: `${path}/${pages.task}`,
                page: () => import('./tasks/TaskDetailPage').then((m) => withKind(m.TaskCheckPage, kind)),
              }),
            ]
          : []),
      ],
    }),
  ];
}
