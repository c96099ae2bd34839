import { QUERY_VALUES, exportAuditLogCsv, useListAuditEntitiesQuery, useListAuditLogQuery, type AuditEntryRecord, type AuditListQuery } from '@om/api';
import { UserName, defineResource, filtersFor, useAuditText, useListScope, useUserLookup } from '../../../shared/resource';
import { auditMeta } from '../meta';

/** The entity filter's choices: every entity that has entries in the list's scope (the server knows them). */
function useEntityOptions() {
  const said = useAuditText();
  const { data } = useListAuditEntitiesQuery(useListScope(true));
  return (data ?? []).map((entity) => ({ value: entity, label: said.entity(entity) }));
}

/** "User disabled" for `user.disable`. */
function ActionText({ entry }: { entry: AuditEntryRecord }) {
  return <>{useAuditText().action(entry)}</>;
}

function EntityName({ entity }: { entity: string }) {
  return <>{useAuditText().entity(entity)}</>;
}

/** The record by its name ("P-101 Feed pump"), from the entry's snapshots. */
function RecordName({ entry }: { entry: AuditEntryRecord }) {
  return <>{useAuditText().record(entry)}</>;
}

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
      { key: 'action', cell: (entry) => <ActionText entry={entry} /> },
      { key: 'entity', cell: (entry) => <EntityName entity={entry.entity} /> },
      { key: 'entity_id', cell: (entry) => <RecordName entry={entry} /> },
      { key: 'ip', defaultHidden: true },
      { key: 'id', sortable: true, defaultHidden: true },
    ],
    filters: [
      f.lookup('user_id', 'resources.audit.fields.user_id', () => useUserLookup().options),
      f.lookupText('entity', 'resources.audit.fields.entity', useEntityOptions),
      f.text('action', 'resources.audit.fields.action'),
      f.date('date_from', 'resources.audit.fields.date_from'),
      f.date('date_to', 'resources.audit.fields.date_to'),
    ],
  },
  csv: { export: exportAuditLogCsv },
});
