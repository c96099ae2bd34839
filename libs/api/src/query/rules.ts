import type { components } from '../generated/schema';
import { downloadCsv, type CsvDownloadOptions } from '../client/csvDownload';
import { settle, settleEmpty } from '../client/settle';
import { api } from './api';
import type { QueryOf } from './params';

type Schemas = components['schemas'];
export type DispatchRuleRecord = Schemas['DispatchRule'];
export type DispatchRuleCreate = Schemas['DispatchRuleCreate'];
export type DispatchRuleUpdate = Schemas['DispatchRuleUpdate'];
export type DispatchRuleListQuery = QueryOf<'listDispatchRules'>;
export type AlarmRuleRecord = Schemas['AlarmRule'];
export type AlarmRuleCreate = Schemas['AlarmRuleCreate'];
export type AlarmRuleUpdate = Schemas['AlarmRuleUpdate'];
export type AlarmRuleListQuery = QueryOf<'listAlarmRules'>;

// Dispatch/escalation rules and alarm rules (platform administrator only). Writes are `quiet`.
export const rulesApi = api.enhanceEndpoints({ addTagTypes: ['DispatchRule', 'AlarmRule', 'Audit'] }).injectEndpoints({
  endpoints: (build) => ({
    listDispatchRules: build.query({
      queryFn: (query: DispatchRuleListQuery) => settle((client) => client.GET('/api/rules/dispatch', { params: { query } })),
      providesTags: [{ type: 'DispatchRule', id: 'LIST' }],
    }),
    getDispatchRule: build.query({
      queryFn: (id: number) => settle((client) => client.GET('/api/rules/dispatch/{id}', { params: { path: { id } } })),
      providesTags: (_result, _error, id) => [{ type: 'DispatchRule', id }],
    }),
    createDispatchRule: build.mutation({
      queryFn: (body: DispatchRuleCreate) => settle((client) => client.POST('/api/rules/dispatch', { body }), { quiet: true }),
      invalidatesTags: [{ type: 'DispatchRule', id: 'LIST' }, 'Audit'],
    }),
    updateDispatchRule: build.mutation({
      queryFn: ({ id, body }: { id: number; body: DispatchRuleUpdate }) =>
        settle((client) => client.PUT('/api/rules/dispatch/{id}', { params: { path: { id } }, body }), { quiet: true }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'DispatchRule', id }, { type: 'DispatchRule', id: 'LIST' }, 'Audit'],
    }),
    deleteDispatchRule: build.mutation({
      queryFn: ({ id, version }: { id: number; version: number }) =>
        settleEmpty((client) => client.DELETE('/api/rules/dispatch/{id}', { params: { path: { id }, query: { version } } }), { quiet: true }),
      invalidatesTags: [{ type: 'DispatchRule', id: 'LIST' }, 'Audit'],
    }),
    importDispatchRulesCsv: build.mutation({
      queryFn: (body: Schemas['CsvImportRequest']) => settle((client) => client.POST('/api/rules/dispatch/import', { body }), { quiet: true }),
      invalidatesTags: (result) => (result?.imported ? [{ type: 'DispatchRule', id: 'LIST' }, 'Audit'] : []),
    }),
    listAlarmRules: build.query({
      queryFn: (query: AlarmRuleListQuery) => settle((client) => client.GET('/api/rules/alarm', { params: { query } })),
      providesTags: [{ type: 'AlarmRule', id: 'LIST' }],
    }),
    getAlarmRule: build.query({
      queryFn: (id: number) => settle((client) => client.GET('/api/rules/alarm/{id}', { params: { path: { id } } })),
      providesTags: (_result, _error, id) => [{ type: 'AlarmRule', id }],
    }),
    createAlarmRule: build.mutation({
      queryFn: (body: AlarmRuleCreate) => settle((client) => client.POST('/api/rules/alarm', { body }), { quiet: true }),
      invalidatesTags: [{ type: 'AlarmRule', id: 'LIST' }, 'Audit'],
    }),
    updateAlarmRule: build.mutation({
      queryFn: ({ id, body }: { id: number; body: AlarmRuleUpdate }) =>
        settle((client) => client.PUT('/api/rules/alarm/{id}', { params: { path: { id } }, body }), { quiet: true }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'AlarmRule', id }, { type: 'AlarmRule', id: 'LIST' }, 'Audit'],
    }),
    deleteAlarmRule: build.mutation({
      queryFn: ({ id, version }: { id: number; version: number }) =>
        settleEmpty((client) => client.DELETE('/api/rules/alarm/{id}', { params: { path: { id }, query: { version } } }), { quiet: true }),
      invalidatesTags: [{ type: 'AlarmRule', id: 'LIST' }, 'Audit'],
    }),
    importAlarmRulesCsv: build.mutation({
      queryFn: (body: Schemas['CsvImportRequest']) => settle((client) => client.POST('/api/rules/alarm/import', { body }), { quiet: true }),
      invalidatesTags: (result) => (result?.imported ? [{ type: 'AlarmRule', id: 'LIST' }, 'Audit'] : []),
    }),
  }),
});

export const {
  useListDispatchRulesQuery,
  useGetDispatchRuleQuery,
  useCreateDispatchRuleMutation,
  useUpdateDispatchRuleMutation,
  useDeleteDispatchRuleMutation,
  useImportDispatchRulesCsvMutation,
  useListAlarmRulesQuery,
  useGetAlarmRuleQuery,
  useCreateAlarmRuleMutation,
  useUpdateAlarmRuleMutation,
  useDeleteAlarmRuleMutation,
  useImportAlarmRulesCsvMutation,
} = rulesApi;

export const exportDispatchRulesCsv = (query: QueryOf<'exportDispatchRulesCsv'>, options?: CsvDownloadOptions) =>
  downloadCsv((client, signal) => client.GET('/api/rules/dispatch/export', { params: { query }, parseAs: 'stream', signal }), options);

export const exportAlarmRulesCsv = (query: QueryOf<'exportAlarmRulesCsv'>, options?: CsvDownloadOptions) =>
  downloadCsv((client, signal) => client.GET('/api/rules/alarm/export', { params: { query }, parseAs: 'stream', signal }), options);
