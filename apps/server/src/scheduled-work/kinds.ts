import type { OperationId } from '../contract/handler-types';
/** The three configurations of the one scheduled-work engine. */
export const SCHEDULE_KINDS = ['inspection', 'maintain', 'overhaul'] as const;
export type ScheduleKind = (typeof SCHEDULE_KINDS)[number];

const CAPITALISED: Record<ScheduleKind, 'Inspection' | 'Maintain' | 'Overhaul'> = { inspection: 'Inspection', maintain: 'Maintain', overhaul: 'Overhaul' };

/** Task codes start with the kind's letters (XJ 巡检, BY 保养, JX 检修) and the due time. */
export const TASK_CODE_PREFIX: Record<ScheduleKind, string> = { inspection: 'XJ', maintain: 'BY', overhaul: 'JX' };

/** The contract's operationIds of one kind (openapi/templates/scheduled-work.yaml). */
export function kindOperationIds(kind: ScheduleKind) {
  const k = CAPITALISED[kind];
  return {
    standards: { list: `list${k}Standards`, get: `get${k}Standard`, create: `create${k}Standard`, update: `update${k}Standard`, delete: `delete${k}Standard` },
    plans: { list: `list${k}Plans`, get: `get${k}Plan`, create: `create${k}Plan`, update: `update${k}Plan`, delete: `delete${k}Plan` },
    changePlanState: `change${k}PlanState`,
    generateTasks: `generate${k}Tasks`,
    recordMeterReading: `record${k}MeterReading`,
    tasks: { list: `list${k}Tasks`, get: `get${k}Task`, export: `export${k}TasksCsv` },
    transitionTask: `transition${k}Task`,
    recordTaskResults: `record${k}TaskResults`,
    checkTask: `check${k}Task`,
    raiseTaskHazard: `raise${k}TaskHazard`,
    raiseTaskRepairOrder: `raise${k}TaskRepairOrder`,
    calendar: `get${k}Calendar`,
    bookTaskParts: `book${k}TaskParts`,
    taskStock: `list${k}TaskStock`,
    attachTaskPhoto: `attach${k}TaskPhoto`,
    removeTaskPhoto: `remove${k}TaskPhoto`,
    rescheduleTask: `reschedule${k}Task`,
    compliance: `get${k}Compliance`,
  } satisfies Record<string, OperationId | Record<string, OperationId>>;
}

