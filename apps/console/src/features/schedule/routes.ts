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
        ...resourceRoutes(metas.plans, path),
        ...resourceRoutes(metas.tasks, path),
        ...resourceRoutes(metas.standards, path),
        ...resourceRoutes(metas.docs, path),
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
