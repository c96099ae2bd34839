import { Button, Stack, Text } from '@chakra-ui/react';
import { useListAuditLogQuery } from '@om/api';
import { formatDateTime, useTranslation } from '@om/i18n';
import { AuditTrail, PageLoading } from '@om/ui';
import { useAuditText } from './auditText';
import { useUserLookup } from './lookups';

export interface HistoryPanelProps {
  /** The audit entity (`user`, `role`…). */
  entity: string;
  entityId: number;
  labelOf?(key: string): string;
}

/** The audit entries of one row (GET /api/audit_log?entity=&entity_id=), newest first, with their diffs. */
export function HistoryPanel({ entity, entityId, labelOf }: HistoryPanelProps) {
  const { t } = useTranslation('resource');
  const users = useUserLookup();
  const said = useAuditText();
  const { data, isLoading, error, refetch } = useListAuditLogQuery({ entity, entity_id: String(entityId), sort: '-id', limit: 100 });
  if (isLoading) return <PageLoading label={t('detail.loadingHistory')} />;
  if (error || !data) {
    return (
      <Stack align="start" gap="2">
        <Text>{t('detail.historyFailed')}</Text>
        <Button size="sm" onClick={() => void refetch()}>
          {t('list.retry')}
        </Button>
      </Stack>
    );
  }
  const entries = data.items.map((entry) => ({
    id: entry.id,
    when: formatDateTime(entry.at),
    who: entry.user_id === null ? t('detail.system') : users.name(entry.user_id),
    action: said.action(entry),
    before: entry.before,
    after: entry.after,
  }));
  return <AuditTrail entries={entries} labelOf={labelOf ?? ((key) => said.field(entity, key))} itemLabel={said.item} />;
}
