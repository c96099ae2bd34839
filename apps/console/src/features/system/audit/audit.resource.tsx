import { QUERY_VALUES, exportAuditLogCsv, useListAuditLogQuery, type AuditEntryRecord, type AuditListQuery } from '@om/api';
import { UserName, defineResource, filtersFor, useUserLookup } from '../../../shared/resource';
import { auditMeta } from '../meta';

/** The entities the server audits (openapi/modules/audit.yaml). */
export const AUDIT_ENTITIES = [
  'company', 'user', 'role', 'department', 'region', 'approval', 'correction', 'dispatch_rule', 'alarm_rule', 'session', 'message',
] as const;

export const entityKey = (entity: string) => `resources.audit.entities.${entity}`;

const f = filtersFor<AuditListQuery>();

export const audit = defineResource<AuditEntryRecord, AuditListQuery, object, object>({
  meta: auditMeta,
  rowLabel: (entry) => `${entry.action} #${entry.id}`,
  list: {
    useList: useListAuditLogQuery,
    fixed: {},
    scoped: true,
    sorts: QUERY_VALUES.listAuditLog.sort,
    defaultSort: '-id',
    columns: [
      { key: 'at', sortable: true, hideable: false, cell: (entry, { dateTime }) => dateTime(entry.at) },
      { key: 'user_id', cell: (entry, { t }) => (entry.user_id === null ? t('resource:detail.system') : <UserName id={entry.user_id} />) },
      { key: 'action', cell: (entry) => <code>{entry.action}</code> },
      { key: 'entity', cell: (entry, { t }) => t(`system:${entityKey(entry.entity)}`, { defaultValue: entry.entity }) },
      { key: 'entity_id' },
      { key: 'ip', defaultHidden: true },
      { key: 'id', sortable: true, defaultHidden: true },
    ],
    filters: [
      f.lookup('user_id', 'resources.audit.fields.user_id', () => useUserLookup().options),
      f.choice('entity', AUDIT_ENTITIES, 'resources.audit.fields.entity', entityKey),
      f.text('action', 'resources.audit.fields.action'),
      f.date('date_from', 'resources.audit.fields.date_from'),
      f.date('date_to', 'resources.audit.fields.date_to'),
    ],
  },
  csv: { export: exportAuditLogCsv },
});
