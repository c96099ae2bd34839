import { Button, HStack, Separator, Text } from '@chakra-ui/react';
import { useTranslation } from '@om/i18n';
import { DANGER_PALETTE } from './tone';
import type { BulkAction } from './types';

export interface BulkBarProps {
  selected: readonly number[];
  actions: readonly BulkAction[];
  onClear(): void;
}

/**
 * Shown while rows are selected: how many, the bulk actions, and a way to clear the selection.
 * Destructive actions come last, apart from the others, so the first button next to a selection is
 * never the one that deletes it.
 */
export function BulkBar({ selected, actions, onClear }: BulkBarProps) {
  const { t } = useTranslation('resource');
  if (selected.length === 0) return null;
  const safe = actions.filter((action) => action.tone !== 'danger');
  const destructive = actions.filter((action) => action.tone === 'danger');
  const button = (action: BulkAction) => (
    <Button
      key={action.key}
      size="xs"
      variant="outline"
      colorPalette={action.tone === 'danger' ? DANGER_PALETTE : undefined}
      onClick={() => action.run([...selected])}
    >
      {action.label}
    </Button>
  );
  return (
    <HStack role="region" aria-label={t('list.bulkActions')} gap="3" padding="2" borderRadius="md" bg="brand.subtle" flexWrap="wrap">
      <Text fontSize="sm" fontWeight="medium">
        {t('list.selected', { count: selected.length })}
      </Text>
      {safe.map(button)}
      <Button size="xs" variant="ghost" onClick={onClear}>
        {t('list.clearSelection')}
      </Button>
      {destructive.length > 0 && (
        <HStack gap="3" marginInlineStart="auto">
          <Separator orientation="vertical" height="5" borderColor="border.emphasized" />
          {destructive.map(button)}
        </HStack>
      )}
    </HStack>
  );
}
