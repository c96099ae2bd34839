import type { components } from '../generated/schema';
import { downloadCsv, type CsvDownloadOptions } from '../client/csvDownload';
import type { RulesCacheTags } from '../generated/endpoints/rules';
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

// Dispatch/escalation rules and alarm rules (platform administrator only).
export const rulesTags: RulesCacheTags = {
  listDispatchRules: {
    providesTags: [{ type: 'DispatchRule', id: 'LIST' }],
  },
  getDispatchRule: {
    providesTags: (_result, _error, id) => [{ type: 'DispatchRule', id }],
  },
  createDispatchRule: {
    invalidatesTags: [{ type: 'DispatchRule', id: 'LIST' }, 'Audit'],
  },
  updateDispatchRule: {
    invalidatesTags: (_result, _error, { id }) => [{ type: 'DispatchRule', id }, { type: 'DispatchRule', id: 'LIST' }, 'Audit'],
  },
  deleteDispatchRule: {
    invalidatesTags: [{ type: 'DispatchRule', id: 'LIST' }, 'Audit'],
  },
  importDispatchRulesCsv: {
    invalidatesTags: (result) => (result?.imported ? [{ type: 'DispatchRule', id: 'LIST' }, 'Audit'] : []),
  },
  listAlarmRules: {
    providesTags: [{ type: 'AlarmRule', id: 'LIST' }],
  },
  getAlarmRule: {
    providesTags: (_result, _error, id) => [{ type: 'AlarmRule', id }],
  },
  createAlarmRule: {
    invalidatesTags: [{ type: 'AlarmRule', id: 'LIST' }, 'Audit'],
  },
  updateAlarmRule: {
    invalidatesTags: (_result, _error, { id }) => [{ type: 'AlarmRule', id }, { type: 'AlarmRule', id: 'LIST' }, 'Audit'],
  },
  deleteAlarmRule: {
    invalidatesTags: [{ type: 'AlarmRule', id: 'LIST' }, 'Audit'],
  },
  importAlarmRulesCsv: {
    invalidatesTags: (result) => (result?.imported ? [{ type: 'AlarmRule', id: 'LIST' }, 'Audit'] : []),
  },
};

export const exportDispatchRulesCsv = (query: QueryOf<'exportDispatchRulesCsv'>, options?: CsvDownloadOptions) =>
  downloadCsv((client, signal) => client.GET('/api/rules/dispatch/export', { params: { query }, parseAs: 'stream', signal }), options);

export const exportAlarmRulesCsv = (query: QueryOf<'exportAlarmRulesCsv'>, options?: CsvDownloadOptions) =>
  downloadCsv((client, signal) => client.GET('/api/rules/alarm/export', { params: { query }, parseAs: 'stream', signal }), options);
