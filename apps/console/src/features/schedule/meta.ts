import type { ScheduleKind } from '@om/api';
import { resourceMeta, type ResourceMeta } from '../../shared/resource/meta';
import { KINDS, paths } from './kinds';

export interface ScheduleMetas {
  standards: ResourceMeta;
  plans: ResourceMeta;
  tasks: ResourceMeta;
  docs: ResourceMeta;
}

const cache = new Map<ScheduleKind, ScheduleMetas>();

/** A kind as the contract's operationIds spell it (`createInspectionPlan`). */
const OPERATION_NAMES: { [K in ScheduleKind]: Capitalize<K> } = { inspection: 'Inspection', maintain: 'Maintain', overhaul: 'Overhaul' };
const operationName = (kind: ScheduleKind) => OPERATION_NAMES[kind];

/** The resources of one kind: names, paths and permissions (the page loaders are in routes.ts). */
export function scheduleMetas(kind: ScheduleKind): ScheduleMetas {
  const known = cache.get(kind);
  if (known) return known;
  const config = KINDS[kind];
  const p = paths(config);
  const { plan, task, standard } = config.permissions;
  const name = operationName(kind);
  const metas: ScheduleMetas = {
    standards: resourceMeta({
      name: 'standards',
      ns: 'schedule',
      routes: { list: p.standards, details: `${config.group}/standardDetails/:id` },
      titles: { list: `${kind}.standard`, details: `${kind}.standardDetails` },
      permissions: { list: [standard], details: [standard] },
      writes: [`create${name}Standard`],
    }),
    plans: resourceMeta({
      name: 'plans',
      ns: 'schedule',
      routes: { list: p.plans, details: `${config.group}/planDetails/:id` },
      titles: { list: `${kind}.plan`, details: `${kind}.planDetails` },
      permissions: { list: [plan], details: [plan] },
      writes: [`create${name}Plan`],
    }),
    tasks: resourceMeta({
      name: 'tasks',
      ns: 'schedule',
      routes: { list: p.tasks, details: `${config.group}/taskDetails/:id` },
      titles: { list: `${kind}.task`, details: `${kind}.taskDetails` },
      permissions: { list: [task], details: [task] },
      writes: [`transition${name}Task`],
    }),
    docs: resourceMeta({
      name: 'docs',
      ns: 'schedule',
      routes: { list: p.doc },
      titles: { list: `${kind}.doc` },
      permissions: { list: [plan] },
      writes: [`transition${name}Task`],
    }),
  };
  cache.set(kind, metas);
  return metas;
}
