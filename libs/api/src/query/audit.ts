import type { components } from '../generated/schema';
import { downloadCsv, type CsvDownloadOptions } from '../client/csvDownload';
import { settle } from '../client/settle';
import { api } from './api';
import type { QueryOf } from './params';

export type AuditEntryRecord = components['schemas']['AuditEntry'];
export type AuditListQuery = QueryOf<'listAuditLog'>;

/** Read-only; every write elsewhere invalidates 'Audit', so a row's history follows its changes. */
export const auditApi = api.enhanceEndpoints({ addTagTypes: ['Audit'] }).injectEndpoints({
  endpoints: (build) => ({
    listAuditLog: build.query({
      queryFn: (query: AuditListQuery) => settle((client) => client.GET('/api/audit_log', { params: { query } })),
      providesTags: ['Audit'],
    }),
    getAuditEntry: build.query({
      queryFn: (id: number) => settle((client) => client.GET('/api/audit_log/{id}', { params: { path: { id } } })),
      providesTags: ['Audit'],
    }),
  }),
});

export const { useListAuditLogQuery, useGetAuditEntryQuery } = auditApi;

/** Every entry matching the filters, as CSV with before/after as JSON (all pages). */
export const exportAuditLogCsv = (query: QueryOf<'exportAuditLogCsv'>, options?: CsvDownloadOptions) =>
  downloadCsv((client, signal) => client.GET('/api/audit_log/export', { params: { query }, parseAs: 'stream', signal }), options);
