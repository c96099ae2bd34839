import { Button, CloseButton, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { dialogSlotRecipe } from '@chakra-ui/react/theme';
import { useTranslation } from '@om/i18n';
import { ChangeDiff } from './ChangeDiff';

export interface ChangesDialogProps {
  open: boolean;
  title: string;
  /** Who, when, what: one line above the diff. */
  summary?: string;
  before: unknown;
  after: unknown;
  labelOf?(key: string): string;
  itemLabel?(key: string, item: string): string;
  onClose(): void;
}

/** One write's before and after, side by side, in a dialog. */
export function ChangesDialog({ open, title, summary, before, after, labelOf, itemLabel, onClose }: ChangesDialogProps) {
  const { t } = useTranslation('resource');
  return (
    <Dialog.Root recipe={dialogSlotRecipe} open={open} size="xl" onOpenChange={(details) => !details.open && onClose()} lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                {summary && <Text color="fg.muted">{summary}</Text>}
                <ChangeDiff before={before} after={after} labelOf={labelOf} itemLabel={itemLabel} caption={title} />
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button onClick={onClose}>{t('form.close')}</Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('form.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
