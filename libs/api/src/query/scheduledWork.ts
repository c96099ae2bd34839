import type { components } from '../generated/schema';
import { downloadCsv, type CsvDownloadOptions } from '../client/csvDownload';
import type { ScheduledWorkCacheTags } from '../generated/endpoints/scheduledWork';
import type { QueryOf } from './params';

type Schemas = components['schemas'];
/** Inspection, maintenance and overhaul share one engine; every call names its kind. */
export type ScheduleKind = Schemas['ScheduleKind'];
export type ScheduledStandard = Schemas['ScheduledStandard'];
export type ScheduledStandardCreate = Schemas['ScheduledStandardCreate'];
export type ScheduledStandardUpdate = Schemas['ScheduledStandardUpdate'];
export type StandardItem = Schemas['StandardItem'];
export type CheckType = Schemas['CheckType'];
export type ScheduledPlan = Schemas['ScheduledPlan'];
export type ScheduledPlanCreate = Schemas['ScheduledPlanCreate'];
export type ScheduledPlanUpdate = Schemas['ScheduledPlanUpdate'];
export type CycleUnit = Schemas['CycleUnit'];
export type PlanStatus = Schemas['PlanStatus'];
export type ScheduledTask = Schemas['ScheduledTask'];
export type ScheduledTaskDetail = Schemas['ScheduledTaskDetail'];
export type TaskStatus = Schemas['TaskStatus'];
export type TaskAction = Schemas['TaskAction'];
export type TaskResult = Schemas['TaskResult'];
export type CalendarEntry = Schemas['CalendarEntry'];
export type TaskPartUse = Schemas['TaskPartUse'];
export type Compliance = Schemas['Compliance'];
export type MeterThreshold = Schemas['MeterThreshold'];
export type ComplianceFigure = Schemas['ComplianceFigure'];
export type ComplianceStation = Schemas['ComplianceStation'];
export type ComplianceOverview = Schemas['ComplianceOverview'];
export type CompliancePeriod = Schemas['CompliancePeriod'];
export type TaskRepairOrder = Schemas['TaskRepairOrder'];
// The three kinds' operations have the same parameters (one template, openapi/templates/scheduled-work.yaml).
export type StandardListQuery = QueryOf<'listInspectionStandards'>;
export type PlanListQuery = QueryOf<'listInspectionPlans'>;
export type TaskListQuery = QueryOf<'listInspectionTasks'>;

/** Every task of the kind matching the filters (the …Doc records with status=done), as CSV or a workbook (all pages). */
export const exportInspectionTasksCsv = (query: QueryOf<'exportInspectionTasksCsv'>, options?: CsvDownloadOptions) =>
  downloadCsv((client, signal) => client.GET('/api/inspection/tasks/export', { params: { query }, parseAs: 'stream', signal }), options);
export const exportMaintainTasksCsv = (query: QueryOf<'exportMaintainTasksCsv'>, options?: CsvDownloadOptions) =>
  downloadCsv((client, signal) => client.GET('/api/maintain/tasks/export', { params: { query }, parseAs: 'stream', signal }), options);
export const exportOverhaulTasksCsv = (query: QueryOf<'exportOverhaulTasksCsv'>, options?: CsvDownloadOptions) =>
  downloadCsv((client, signal) => client.GET('/api/overhaul/tasks/export', { params: { query }, parseAs: 'stream', signal }), options);

const standardList = (result: { items: { id: number }[] } | undefined) => [
  { type: 'ScheduledStandard' as const, id: 'LIST' },
  ...(result?.items ?? []).map(({ id }) => ({ type: 'ScheduledStandard' as const, id })),
];
const planList = (result: { items: { id: number }[] } | undefined) => [
  { type: 'ScheduledPlan' as const, id: 'LIST' },
  ...(result?.items ?? []).map(({ id }) => ({ type: 'ScheduledPlan' as const, id })),
];
const taskList = (result: { items: { id: number }[] } | undefined) => [
  { type: 'ScheduledTask' as const, id: 'LIST' },
  ...(result?.items ?? []).map(({ id }) => ({ type: 'ScheduledTask' as const, id })),
];
const taskChanged = (_result: unknown, _error: unknown, { id }: { id: number }) => [
  { type: 'ScheduledTask' as const, id },
  { type: 'ScheduledTask' as const, id: 'LIST' },
  { type: 'ScheduledPlan' as const, id: 'LIST' },
  'Audit' as const,
];

/** The task shows the order it raised; the repair lists gain it. */
const repairOrderRaised = (_result: unknown, _error: unknown, { id }: { id: number }) => [{ type: 'ScheduledTask' as const, id }, { type: 'RepairOrder' as const, id: 'LIST' }, 'Audit' as const];
const partsBooked = (result: unknown, error: unknown, args: { id: number }) => [...taskChanged(result, error, args), 'SpareStock' as const, 'SpareDocument' as const];
const taskStock = [{ type: 'SpareStock' as const, id: 'LIST' }, 'SpareStock' as const];
const compliance = [{ type: 'ScheduledTask' as const, id: 'LIST' }];

/** The cache tags of the three kinds' generated endpoints (the same for each kind). */
export const scheduledWorkTags: ScheduledWorkCacheTags = {
  listInspectionStandards: { providesTags: standardList },
  getInspectionStandard: { providesTags: (_result, _error, id) => [{ type: 'ScheduledStandard', id }] },
  createInspectionStandard: { invalidatesTags: [{ type: 'ScheduledStandard', id: 'LIST' }, 'Audit'] },
  updateInspectionStandard: { invalidatesTags: (_result, _error, { id }) => [{ type: 'ScheduledStandard', id }, { type: 'ScheduledStandard', id: 'LIST' }, 'Audit'] },
  deleteInspectionStandard: { invalidatesTags: [{ type: 'ScheduledStandard', id: 'LIST' }, 'Audit'] },
  listInspectionPlans: { providesTags: planList },
  getInspectionPlan: { providesTags: (_result, _error, id) => [{ type: 'ScheduledPlan', id }] },
  createInspectionPlan: { invalidatesTags: [{ type: 'ScheduledPlan', id: 'LIST' }, { type: 'ScheduledStandard', id: 'LIST' }, 'Audit'] },
  updateInspectionPlan: { invalidatesTags: (_result, _error, { id }) => [{ type: 'ScheduledPlan', id }, { type: 'ScheduledPlan', id: 'LIST' }, 'Audit'] },
  deleteInspectionPlan: { invalidatesTags: [{ type: 'ScheduledPlan', id: 'LIST' }, { type: 'ScheduledStandard', id: 'LIST' }, 'Audit'] },
  changeInspectionPlanState: { invalidatesTags: (_result, _error, { id }) => [{ type: 'ScheduledPlan', id }, { type: 'ScheduledPlan', id: 'LIST' }, 'Audit'] },
  generateInspectionTasks: { invalidatesTags: (_result, _error, id) => [{ type: 'ScheduledPlan', id }, { type: 'ScheduledPlan', id: 'LIST' }, { type: 'ScheduledTask', id: 'LIST' }, 'Audit'] },
  listInspectionTasks: { providesTags: taskList },
  getInspectionTask: { providesTags: (_result, _error, id) => [{ type: 'ScheduledTask', id }] },
  transitionInspectionTask: { invalidatesTags: taskChanged },
  recordInspectionTaskResults: { invalidatesTags: taskChanged },
  checkInspectionTask: { invalidatesTags: taskChanged },
  raiseInspectionTaskHazard: { invalidatesTags: ['Fault', 'Audit'] },
  raiseInspectionTaskRepairOrder: { invalidatesTags: repairOrderRaised },
  getInspectionCalendar: { providesTags: [{ type: 'ScheduledTask', id: 'LIST' }, { type: 'ScheduledPlan', id: 'LIST' }] },
  bookInspectionTaskParts: { invalidatesTags: partsBooked },
  recordInspectionMeterReading: { invalidatesTags: (_result, _error, { id }) => [{ type: 'ScheduledPlan', id }, { type: 'ScheduledTask', id: 'LIST' }, 'Audit'] },
  listInspectionTaskStock: { providesTags: taskStock },
  attachInspectionTaskPhoto: { invalidatesTags: taskChanged },
  removeInspectionTaskPhoto: { invalidatesTags: taskChanged },
  rescheduleInspectionTask: { invalidatesTags: taskChanged },
  getInspectionCompliance: { providesTags: compliance },
  listMaintainStandards: { providesTags: standardList },
  getMaintainStandard: { providesTags: (_result, _error, id) => [{ type: 'ScheduledStandard', id }] },
  createMaintainStandard: { invalidatesTags: [{ type: 'ScheduledStandard', id: 'LIST' }, 'Audit'] },
  updateMaintainStandard: { invalidatesTags: (_result, _error, { id }) => [{ type: 'ScheduledStandard', id }, { type: 'ScheduledStandard', id: 'LIST' }, 'Audit'] },
  deleteMaintainStandard: { invalidatesTags: [{ type: 'ScheduledStandard', id: 'LIST' }, 'Audit'] },
  listMaintainPlans: { providesTags: planList },
  getMaintainPlan: { providesTags: (_result, _error, id) => [{ type: 'ScheduledPlan', id }] },
  createMaintainPlan: { invalidatesTags: [{ type: 'ScheduledPlan', id: 'LIST' }, { type: 'ScheduledStandard', id: 'LIST' }, 'Audit'] },
  updateMaintainPlan: { invalidatesTags: (_result, _error, { id }) => [{ type: 'ScheduledPlan', id }, { type: 'ScheduledPlan', id: 'LIST' }, 'Audit'] },
  deleteMaintainPlan: { invalidatesTags: [{ type: 'ScheduledPlan', id: 'LIST' }, { type: 'ScheduledStandard', id: 'LIST' }, 'Audit'] },
  changeMaintainPlanState: { invalidatesTags: (_result, _error, { id }) => [{ type: 'ScheduledPlan', id }, { type: 'ScheduledPlan', id: 'LIST' }, 'Audit'] },
  generateMaintainTasks: { invalidatesTags: (_result, _error, id) => [{ type: 'ScheduledPlan', id }, { type: 'ScheduledPlan', id: 'LIST' }, { type: 'ScheduledTask', id: 'LIST' }, 'Audit'] },
  listMaintainTasks: { providesTags: taskList },
  getMaintainTask: { providesTags: (_result, _error, id) => [{ type: 'ScheduledTask', id }] },
  transitionMaintainTask: { invalidatesTags: taskChanged },
  recordMaintainTaskResults: { invalidatesTags: taskChanged },
  checkMaintainTask: { invalidatesTags: taskChanged },
  raiseMaintainTaskHazard: { invalidatesTags: ['Fault', 'Audit'] },
  raiseMaintainTaskRepairOrder: { invalidatesTags: repairOrderRaised },
  getMaintainCalendar: { providesTags: [{ type: 'ScheduledTask', id: 'LIST' }, { type: 'ScheduledPlan', id: 'LIST' }] },
  bookMaintainTaskParts: { invalidatesTags: partsBooked },
  recordMaintainMeterReading: { invalidatesTags: (_result, _error, { id }) => [{ type: 'ScheduledPlan', id }, { type: 'ScheduledTask', id: 'LIST' }, 'Audit'] },
  listMaintainTaskStock: { providesTags: taskStock },
  attachMaintainTaskPhoto: { invalidatesTags: taskChanged },
  removeMaintainTaskPhoto: { invalidatesTags: taskChanged },
  rescheduleMaintainTask: { invalidatesTags: taskChanged },
  getMaintainCompliance: { providesTags: compliance },
  listOverhaulStandards: { providesTags: standardList },
  getOverhaulStandard: { providesTags: (_result, _error, id) => [{ type: 'ScheduledStandard', id }] },
  createOverhaulStandard: { invalidatesTags: [{ type: 'ScheduledStandard', id: 'LIST' }, 'Audit'] },
  updateOverhaulStandard: { invalidatesTags: (_result, _error, { id }) => [{ type: 'ScheduledStandard', id }, { type: 'ScheduledStandard', id: 'LIST' }, 'Audit'] },
  deleteOverhaulStandard: { invalidatesTags: [{ type: 'ScheduledStandard', id: 'LIST' }, 'Audit'] },
  listOverhaulPlans: { providesTags: planList },
  getOverhaulPlan: { providesTags: (_result, _error, id) => [{ type: 'ScheduledPlan', id }] },
  createOverhaulPlan: { invalidatesTags: [{ type: 'ScheduledPlan', id: 'LIST' }, { type: 'ScheduledStandard', id: 'LIST' }, 'Audit'] },
  updateOverhaulPlan: { invalidatesTags: (_result, _error, { id }) => [{ type: 'ScheduledPlan', id }, { type: 'ScheduledPlan', id: 'LIST' }, 'Audit'] },
  deleteOverhaulPlan: { invalidatesTags: [{ type: 'ScheduledPlan', id: 'LIST' }, { type: 'ScheduledStandard', id: 'LIST' }, 'Audit'] },
  changeOverhaulPlanState: { invalidatesTags: (_result, _error, { id }) => [{ type: 'ScheduledPlan', id }, { type: 'ScheduledPlan', id: 'LIST' }, 'Audit'] },
  generateOverhaulTasks: { invalidatesTags: (_result, _error, id) => [{ type: 'ScheduledPlan', id }, { type: 'ScheduledPlan', id: 'LIST' }, { type: 'ScheduledTask', id: 'LIST' }, 'Audit'] },
  listOverhaulTasks: { providesTags: taskList },
  getOverhaulTask: { providesTags: (_result, _error, id) => [{ type: 'ScheduledTask', id }] },
  transitionOverhaulTask: { invalidatesTags: taskChanged },
  recordOverhaulTaskResults: { invalidatesTags: taskChanged },
  checkOverhaulTask: { invalidatesTags: taskChanged },
  raiseOverhaulTaskHazard: { invalidatesTags: ['Fault', 'Audit'] },
  raiseOverhaulTaskRepairOrder: { invalidatesTags: repairOrderRaised },
  getOverhaulCalendar: { providesTags: [{ type: 'ScheduledTask', id: 'LIST' }, { type: 'ScheduledPlan', id: 'LIST' }] },
  bookOverhaulTaskParts: { invalidatesTags: partsBooked },
  recordOverhaulMeterReading: { invalidatesTags: (_result, _error, { id }) => [{ type: 'ScheduledPlan', id }, { type: 'ScheduledTask', id: 'LIST' }, 'Audit'] },
  listOverhaulTaskStock: { providesTags: taskStock },
  attachOverhaulTaskPhoto: { invalidatesTags: taskChanged },
  removeOverhaulTaskPhoto: { invalidatesTags: taskChanged },
  rescheduleOverhaulTask: { invalidatesTags: taskChanged },
  getOverhaulCompliance: { providesTags: compliance },
  getComplianceOverview: { providesTags: compliance },
};
