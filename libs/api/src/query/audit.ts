import type { components } from '../generated/schema';
import { downloadCsv, type CsvDownloadOptions } from '../client/csvDownload';
import type { AuditCacheTags } from '../generated/endpoints/audit';
import type { QueryOf } from './params';

export type AuditEntryRecord = components['schemas']['AuditEntry'];
export type AuditListQuery = QueryOf<'listAuditLog'>;

/** Read-only; every write elsewhere invalidates 'Audit', so a row's history follows its changes. */
export const auditTags: AuditCacheTags = {
  listAuditLog: {
    providesTags: ['Audit'],
  },
  getAuditEntry: {
    providesTags: ['Audit'],
  },
};

/** Every entry matching the filters, as CSV with before/after as JSON (all pages). */
export const exportAuditLogCsv = (query: QueryOf<'exportAuditLogCsv'>, options?: CsvDownloadOptions) =>
  downloadCsv((client, signal) => client.GET('/api/audit_log/export', { params: { query }, parseAs: 'stream', signal }), options);
