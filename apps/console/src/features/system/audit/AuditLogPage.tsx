import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import type { AuditEntryRecord } from '@om/api';
import { formatDateTime, useTranslation } from '@om/i18n';
import { ChangesDialog } from '@om/ui';
import { ResourceListPage, useUserLookup } from '../../../shared/resource';
import { audit } from './audit.resource';

/** /system/log: who did what when, filtered by user, entity, action and dates; each write's before and after. */
export function AuditLogPage() {
  const { t } = useTranslation(['system', 'resource']);
  const users = useUserLookup();
  const [shown, setShown] = useState<AuditEntryRecord>();
  const who = (entry: AuditEntryRecord) => (entry.user_id === null ? t('resource:detail.system') : users.name(entry.user_id));
  return (
    <>
      <ResourceListPage
        resource={audit}
        readOnly
        rowActions={(entry) => (
          <Button size="xs" variant="ghost" aria-label={t('resources.audit.showChangesOf', { action: entry.action, id: entry.id })} onClick={() => setShown(entry)}>
            {t('resource:detail.showChanges')}
          </Button>
        )}
      />
      <ChangesDialog
        open={shown !== undefined}
        title={shown ? `${shown.action} · ${shown.entity} ${shown.entity_id ?? ''}` : ''}
        summary={shown ? `${formatDateTime(shown.at)} · ${who(shown)} · ${shown.ip}` : undefined}
        before={shown?.before ?? null}
        after={shown?.after ?? null}
        onClose={() => setShown(undefined)}
      />
    </>
  );
}
