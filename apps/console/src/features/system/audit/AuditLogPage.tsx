import { useState } from 'react';
import type { AuditEntryRecord } from '@om/api';
import { formatDateTime, useTranslation } from '@om/i18n';
import { ChangesDialog } from '@om/ui';
import { ResourceListPage, useAuditText, useUserLookup } from '../../../shared/resource';
import { audit } from './audit.resource';

/** /system/log: who did what when, filtered by user, entity, action and dates; each write's before and after. */
export function AuditLogPage() {
  const { t } = useTranslation(['system', 'resource']);
  const users = useUserLookup();
  const said = useAuditText();
  const [shown, setShown] = useState<AuditEntryRecord>();
  const who = (entry: AuditEntryRecord) => (entry.user_id === null ? t('resource:detail.system') : users.name(entry.user_id));
  return (
    <>
      <ResourceListPage
        resource={audit}
        readOnly
        rowName={(entry) => t('resources.audit.entryName', { action: said.action(entry), id: entry.id })}
        rowMenu={(entry) => [{ key: 'changes', label: t('resource:detail.showChanges'), onSelect: () => setShown(entry) }]}
      />
      <ChangesDialog
        open={shown !== undefined}
        title={shown ? `${said.action(shown)} · ${said.record(shown)}` : ''}
        summary={shown ? `${formatDateTime(shown.at)} · ${who(shown)} · ${shown.ip}` : undefined}
        before={shown?.before ?? null}
        after={shown?.after ?? null}
        labelOf={(key) => (shown ? said.field(shown.entity, key) : key)}
        itemLabel={said.item}
        onClose={() => setShown(undefined)}
      />
    </>
  );
}
