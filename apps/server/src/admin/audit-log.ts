import { asc, eq, gte, inArray, isNotNull, like, lt, getTableColumns } from 'drizzle-orm';
import type { Schemas, ServiceHandlers } from '../contract/handler-types';
import { auditLog } from '../db/schema';
import { ApiError, ok } from '../http/envelope';
import { signedIn } from '../http/request-context';
import { canSee, visibleCompanies } from '../org/company-scope';
import { defineResource, type ResourceOperationIds } from '../resource/define-resource';
import type { Services } from '../services';
import { AUDIT_SHEET } from './admin-sheets';

type Row = typeof auditLog.$inferSelect;

export function toAuditEntry(row: Row): Schemas['AuditEntry'] {
  return {
    id: row.id,
    at: row.at.toISOString(),
    company_id: row.companyId,
    user_id: row.userId,
    action: row.action,
    entity: row.entity,
    entity_id: row.entityId,
    ip: row.ip,
    hash: row.hash,
    before: row.before,
    after: row.after,
  };
}

/** A date (whole day, UTC) or an instant; `end` moves a bare date to the next midnight. */
function instant(value: unknown, field: string, end: boolean): Date {
  const text = typeof value === 'string' ? value.trim() : '';
  const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(text);
  const parsed = new Date(dateOnly ? `${text}T00:00:00.000Z` : text);
  if (!text || Number.isNaN(parsed.getTime())) throw ApiError.field(field, 'validation.format', { limit: 'date' });
  if (dateOnly && end) parsed.setUTCDate(parsed.getUTCDate() + 1);
  return parsed;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/**
 * The audit log, read-only: list (filters user, entity, entity_id, action, dates), detail and CSV export.
 * Company administrators see entries filed under their companies; only the platform administrator
 * sees entries without a company (sign-in failures of unknown users, the seed).
 */
const AUDIT_LOG_OPERATIONS = { list: 'listAuditLog', get: 'getAuditEntry', export: 'exportAuditLogCsv' } satisfies ResourceOperationIds;

export function auditLogResource(services: Services) {
  return defineResource<Row, never, Schemas['AuditEntry'], never, { version: number }, typeof AUDIT_LOG_OPERATIONS>(services, {
    entity: 'audit_log',
    operationIds: AUDIT_LOG_OPERATIONS,
    store: {
      table: auditLog,
      id: auditLog.id,
      select: (db, q) => db.select({ ...getTableColumns(auditLog), listTotal: q.total }).from(auditLog).where(q.where).orderBy(...q.orderBy).limit(q.limit).offset(q.offset),
    },
    scope: { column: auditLog.companyId, subsidiaries: true, companyOf: (row) => row.companyId ?? 0 },
    list: {
      sortable: { id: auditLog.id, at: auditLog.at },
      defaultSort: '-id',
      filters: {
        user_id: { column: auditLog.userId },
        entity: { column: auditLog.entity },
        entity_id: { column: auditLog.entityId },
        action: (value) => {
          const text = String(value);
          return text.endsWith('.') ? like(auditLog.action, `${escapeLike(text)}%`) : eq(auditLog.action, text);
        },
        date_from: (value) => gte(auditLog.at, instant(value, 'date_from', false)),
        date_to: (value) => lt(auditLog.at, instant(value, 'date_to', true)),
      },
    },
    toDto: toAuditEntry,
    csv: AUDIT_SHEET,
  });
}

/**
 * The entities that have entries the caller may see (the entity filter's choices): every module's
 * entity appears once it wrote an entry, without a list to keep up to date.
 */
export function auditEntityHandlers(services: Services): Pick<ServiceHandlers, 'listAuditEntities'> {
  return {
    async listAuditEntities(request) {
      const auth = signedIn(request);
      const visibility = await visibleCompanies(services.db, auth, true);
      const requested = request.query.company_id;
      if (requested !== undefined && !canSee(visibility, requested)) throw ApiError.referenceNotFound('company_id');
      const where =
        requested !== undefined ? eq(auditLog.companyId, requested) : visibility.all ? undefined : inArray(auditLog.companyId, [...visibility.ids]);
      const rows = await services.db
        .selectDistinct({ entity: auditLog.entity })
        .from(auditLog)
        .where(where ?? isNotNull(auditLog.entity))
        .orderBy(asc(auditLog.entity));
      return ok(rows.map((row) => row.entity));
    },
  };
}
