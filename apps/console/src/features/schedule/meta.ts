import type { ScheduleKind } from '@om/api';
import { resourceMeta, type ResourceMeta } from '../../shared/resource/meta';
import { KINDS, paths } from './kinds';
import { withKind } from './withKind';

export interface ScheduleMetas {
  standards: ResourceMeta;
  plans: ResourceMeta;
  tasks: ResourceMeta;
  docs: ResourceMeta;
}

const cache = new Map<ScheduleKind, ScheduleMetas>();

/** The resources of one kind as the router sees them; pages load on first visit (each its own chunk). */
export function scheduleMetas(kind: ScheduleKind): ScheduleMetas {
  const known = cache.get(kind);
  if (known) return known;
  const config = KINDS[kind];
  const p = paths(config);
  const { plan, task, standard } = config.permissions;
  const metas: ScheduleMetas = {
    standards: resourceMeta({
      name: 'standards',
      ns: 'schedule',
      routes: { list: p.standards, details: `${config.group}/standardDetails/:id` },
      titles: { list: `${kind}.standard`, details: `${kind}.standardDetails` },
      permissions: { list: [standard], details: [standard], write: [standard] },
      pages: {
        list: () => import('./standards/StandardsPage').then((m) => withKind(m.StandardsPage, kind)),
        details: () => import('./standards/StandardDetailPage').then((m) => withKind(m.StandardDetailPage, kind)),
      },
    }),
    plans: resourceMeta({
      name: 'plans',
      ns: 'schedule',
      routes: { list: p.plans, details: `${config.group}/planDetails/:id` },
      titles: { list: `${kind}.plan`, details: `${kind}.planDetails` },
      permissions: { list: [plan], details: [plan], write: [plan] },
      pages: {
        list: () => import('./plans/PlansPage').then((m) => withKind(m.PlansPage, kind)),
        details: () => import('./plans/PlanDetailPage').then((m) => withKind(m.PlanDetailPage, kind)),
      },
    }),
    tasks: resourceMeta({
      name: 'tasks',
      ns: 'schedule',
      routes: { list: p.tasks, details: `${config.group}/taskDetails/:id` },
      titles: { list: `${kind}.task`, details: `${kind}.taskDetails` },
      permissions: { list: [task], details: [task], write: [task] },
      pages: {
        list: () => import('./tasks/TasksPage').then((m) => withKind(m.TasksPage, kind)),
        details: () => import('./tasks/TaskDetailPage').then((m) => withKind(m.TaskDetailPage, kind)),
      },
    }),
    docs: resourceMeta({
      name: 'docs',
      ns: 'schedule',
      routes: { list: p.doc },
      titles: { list: `${kind}.doc` },
      permissions: { list: [plan], write: [task] },
      pages: { list: () => import('./tasks/DocsPage').then((m) => withKind(m.DocsPage, kind)) },
    }),
  };
  cache.set(kind, metas);
  return metas;
}
