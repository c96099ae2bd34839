import { Button } from '@chakra-ui/react';
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
        rowActions={(entry) => (
          <Button size="xs" variant="ghost" aria-label={t('resources.audit.showChangesOf', { action: said.action(entry), id: entry.id })} onClick={() => setShown(entry)}>
            {t('resource:detail.showChanges')}
          </Button>
        )}
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
