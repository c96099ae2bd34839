import { Box, Button, Stack, Text, chakra } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { useTranslation } from '@om/i18n';
import { ChangeDiff } from './ChangeDiff';

export interface AuditTrailEntry {
  id: number;
  /** Already formatted for display. */
  when: string;
  who: string;
  /** Said for people ("User disabled"). */
  action: string;
  before: unknown;
  after: unknown;
}

export interface AuditTrailProps {
  entries: readonly AuditTrailEntry[];
  labelOf?(key: string): string;
  itemLabel?(key: string, item: string): string;
}

function EntryItem({ entry, labelOf, itemLabel }: { entry: AuditTrailEntry; labelOf?(key: string): string; itemLabel?(key: string, item: string): string }) {
  const { t } = useTranslation('resource');
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <chakra.li borderLeftWidth="2px" borderColor="brand.solid" paddingLeft="4" paddingY="2">
      <Stack gap="1">
        <Text fontSize="sm">
          <chakra.time fontWeight="medium">{entry.when}</chakra.time> · {entry.who} · <chakra.span fontWeight="medium">{entry.action}</chakra.span>
        </Text>
        <Box>
          <Button size="xs" variant="ghost" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
            {open ? t('detail.hideChanges') : t('detail.showChanges')}
          </Button>
        </Box>
        <Box id={panelId} hidden={!open}>
          {open && <ChangeDiff before={entry.before} after={entry.after} labelOf={labelOf} itemLabel={itemLabel} caption={`${entry.action} ${entry.when}`} />}
        </Box>
      </Stack>
    </chakra.li>
  );
}

/** A row's history, newest first: who did what when, each with its before/after. */
export function AuditTrail({ entries, labelOf, itemLabel }: AuditTrailProps) {
  const { t } = useTranslation('resource');
  if (entries.length === 0) return <Text color="fg.muted">{t('detail.noHistory')}</Text>;
  return (
    <chakra.ol listStyle="none" margin="0" padding="0" aria-label={t('detail.history')}>
      {entries.map((entry) => (
        <EntryItem key={entry.id} entry={entry} labelOf={labelOf} itemLabel={itemLabel} />
      ))}
    </chakra.ol>
  );
}
