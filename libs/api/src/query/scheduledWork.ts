import type { components } from '../generated/schema';
import { settle, settleEmpty } from '../client/settle';
import { api } from './api';
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
// The three kinds' operations have the same parameters (one template, openapi/templates/scheduled-work.yaml).
export type StandardListQuery = QueryOf<'listInspectionStandards'>;
export type PlanListQuery = QueryOf<'listInspectionPlans'>;
export type TaskListQuery = QueryOf<'listInspectionTasks'>;

type Kinded<T> = { kind: ScheduleKind } & T;
const TAGS = ['ScheduledStandard', 'ScheduledPlan', 'ScheduledTask', 'Audit'] as const;

// Writes are `quiet`: the form or dialog that sent them shows the server's message.
export const scheduledWorkApi = api.enhanceEndpoints({ addTagTypes: [...TAGS] }).injectEndpoints({
  endpoints: (build) => ({
    listScheduledStandards: build.query({
      queryFn: ({ kind, query }: Kinded<{ query: StandardListQuery }>) => settle((client) => client.GET(`/api/${kind}/standards`, { params: { query } })),
      providesTags: (result) => [{ type: 'ScheduledStandard', id: 'LIST' }, ...(result?.items ?? []).map(({ id }) => ({ type: 'ScheduledStandard' as const, id }))],
    }),
    getScheduledStandard: build.query({
      queryFn: ({ kind, id }: Kinded<{ id: number }>) => settle((client) => client.GET(`/api/${kind}/standards/{id}`, { params: { path: { id } } })),
      providesTags: (_result, _error, { id }) => [{ type: 'ScheduledStandard', id }],
    }),
    createScheduledStandard: build.mutation({
      queryFn: ({ kind, body }: Kinded<{ body: ScheduledStandardCreate }>) => settle((client) => client.POST(`/api/${kind}/standards`, { body }), { quiet: true }),
      invalidatesTags: [{ type: 'ScheduledStandard', id: 'LIST' }, 'Audit'],
    }),
    updateScheduledStandard: build.mutation({
      queryFn: ({ kind, id, body }: Kinded<{ id: number; body: ScheduledStandardUpdate }>) =>
        settle((client) => client.PUT(`/api/${kind}/standards/{id}`, { params: { path: { id } }, body }), { quiet: true }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'ScheduledStandard', id }, { type: 'ScheduledStandard', id: 'LIST' }, 'Audit'],
    }),
    deleteScheduledStandard: build.mutation({
      queryFn: ({ kind, id, version }: Kinded<{ id: number; version: number }>) =>
        settleEmpty((client) => client.DELETE(`/api/${kind}/standards/{id}`, { params: { path: { id }, query: { version } } }), { quiet: true }),
      invalidatesTags: [{ type: 'ScheduledStandard', id: 'LIST' }, 'Audit'],
    }),
    listScheduledPlans: build.query({
      queryFn: ({ kind, query }: Kinded<{ query: PlanListQuery }>) => settle((client) => client.GET(`/api/${kind}/plans`, { params: { query } })),
      providesTags: (result) => [{ type: 'ScheduledPlan', id: 'LIST' }, ...(result?.items ?? []).map(({ id }) => ({ type: 'ScheduledPlan' as const, id }))],
    }),
    getScheduledPlan: build.query({
      queryFn: ({ kind, id }: Kinded<{ id: number }>) => settle((client) => client.GET(`/api/${kind}/plans/{id}`, { params: { path: { id } } })),
      providesTags: (_result, _error, { id }) => [{ type: 'ScheduledPlan', id }],
    }),
    createScheduledPlan: build.mutation({
      queryFn: ({ kind, body }: Kinded<{ body: ScheduledPlanCreate }>) => settle((client) => client.POST(`/api/${kind}/plans`, { body }), { quiet: true }),
      invalidatesTags: [{ type: 'ScheduledPlan', id: 'LIST' }, { type: 'ScheduledStandard', id: 'LIST' }, 'Audit'],
    }),
    updateScheduledPlan: build.mutation({
      queryFn: ({ kind, id, body }: Kinded<{ id: number; body: ScheduledPlanUpdate }>) =>
        settle((client) => client.PUT(`/api/${kind}/plans/{id}`, { params: { path: { id } }, body }), { quiet: true }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'ScheduledPlan', id }, { type: 'ScheduledPlan', id: 'LIST' }, 'Audit'],
    }),
    deleteScheduledPlan: build.mutation({
      queryFn: ({ kind, id, version }: Kinded<{ id: number; version: number }>) =>
        settleEmpty((client) => client.DELETE(`/api/${kind}/plans/{id}`, { params: { path: { id }, query: { version } } }), { quiet: true }),
      invalidatesTags: [{ type: 'ScheduledPlan', id: 'LIST' }, 'Audit'],
    }),
    changeScheduledPlanState: build.mutation({
      queryFn: ({ kind, id, body }: Kinded<{ id: number; body: Schemas['PlanStateChange'] }>) =>
        settle((client) => client.POST(`/api/${kind}/plans/{id}/state`, { params: { path: { id } }, body }), { quiet: true }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'ScheduledPlan', id }, { type: 'ScheduledPlan', id: 'LIST' }, 'Audit'],
    }),
    generateScheduledTasks: build.mutation({
      queryFn: ({ kind, id }: Kinded<{ id: number }>) => settle((client) => client.POST(`/api/${kind}/plans/{id}/generate`, { params: { path: { id } } }), { quiet: true }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'ScheduledPlan', id }, { type: 'ScheduledPlan', id: 'LIST' }, { type: 'ScheduledTask', id: 'LIST' }, 'Audit'],
    }),
    listScheduledTasks: build.query({
      queryFn: ({ kind, query }: Kinded<{ query: TaskListQuery }>) => settle((client) => client.GET(`/api/${kind}/tasks`, { params: { query } })),
      providesTags: (result) => [{ type: 'ScheduledTask', id: 'LIST' }, ...(result?.items ?? []).map(({ id }) => ({ type: 'ScheduledTask' as const, id }))],
    }),
    getScheduledTask: build.query({
      queryFn: ({ kind, id }: Kinded<{ id: number }>) => settle((client) => client.GET(`/api/${kind}/tasks/{id}`, { params: { path: { id } } })),
      providesTags: (_result, _error, { id }) => [{ type: 'ScheduledTask', id }],
    }),
    transitionScheduledTask: build.mutation({
      queryFn: ({ kind, id, body }: Kinded<{ id: number; body: Schemas['TaskTransition'] }>) =>
        settle((client) => client.POST(`/api/${kind}/tasks/{id}/transition`, { params: { path: { id } }, body }), { quiet: true }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'ScheduledTask', id }, { type: 'ScheduledTask', id: 'LIST' }, 'Audit'],
    }),
    recordScheduledTaskResults: build.mutation({
      queryFn: ({ kind, id, body }: Kinded<{ id: number; body: Schemas['TaskResults'] }>) =>
        settle((client) => client.PUT(`/api/${kind}/tasks/{id}/results`, { params: { path: { id } }, body }), { quiet: true }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'ScheduledTask', id }, { type: 'ScheduledTask', id: 'LIST' }, 'Audit'],
    }),
    checkScheduledTask: build.mutation({
      queryFn: ({ kind, id, body }: Kinded<{ id: number; body: Schemas['TaskCheck'] }>) =>
        settle((client) => client.POST(`/api/${kind}/tasks/{id}/check`, { params: { path: { id } }, body }), { quiet: true }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'ScheduledTask', id }, { type: 'ScheduledTask', id: 'LIST' }, 'Audit'],
    }),
    getScheduledCalendar: build.query({
      queryFn: ({ kind, from, to }: Kinded<{ from: string; to: string }>) => settle((client) => client.GET(`/api/${kind}/calendar`, { params: { query: { from, to } } })),
      providesTags: [{ type: 'ScheduledTask', id: 'LIST' }, { type: 'ScheduledPlan', id: 'LIST' }],
    }),
  }),
});

export const {
  useListScheduledStandardsQuery,
  useGetScheduledStandardQuery,
  useCreateScheduledStandardMutation,
  useUpdateScheduledStandardMutation,
  useDeleteScheduledStandardMutation,
  useListScheduledPlansQuery,
  useGetScheduledPlanQuery,
  useCreateScheduledPlanMutation,
  useUpdateScheduledPlanMutation,
  useDeleteScheduledPlanMutation,
  useChangeScheduledPlanStateMutation,
  useGenerateScheduledTasksMutation,
  useListScheduledTasksQuery,
  useGetScheduledTaskQuery,
  useTransitionScheduledTaskMutation,
  useRecordScheduledTaskResultsMutation,
  useCheckScheduledTaskMutation,
  useGetScheduledCalendarQuery,
} = scheduledWorkApi;
