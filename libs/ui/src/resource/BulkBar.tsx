import { Button, HStack, Text } from '@chakra-ui/react';
import { useTranslation } from '@om/i18n';
import { DANGER_PALETTE } from './tone';
import type { BulkAction } from './types';

export interface BulkBarProps {
  selected: readonly number[];
  actions: readonly BulkAction[];
  onClear(): void;
}

/** Shown while rows are selected: how many, the bulk actions, and a way to clear the selection. */
export function BulkBar({ selected, actions, onClear }: BulkBarProps) {
  const { t } = useTranslation('resource');
  if (selected.length === 0) return null;
  return (
    <HStack role="region" aria-label={t('list.bulkActions')} gap="3" padding="2" borderRadius="md" bg="brand.subtle" flexWrap="wrap">
      <Text fontSize="sm" fontWeight="medium">
        {t('list.selected', { count: selected.length })}
      </Text>
      {actions.map((action) => (
        <Button
          key={action.key}
          size="xs"
          variant="outline"
          colorPalette={action.tone === 'danger' ? DANGER_PALETTE : undefined}
          onClick={() => action.run([...selected])}
        >
          {action.label}
        </Button>
      ))}
      <Button size="xs" variant="ghost" onClick={onClear}>
        {t('list.clearSelection')}
      </Button>
    </HStack>
  );
}
