import { Alert, Button, Dialog, Portal, Stack } from '@chakra-ui/react';
import { alertSlotRecipe, dialogSlotRecipe } from '@chakra-ui/react/theme';
import type { ReactNode } from 'react';
import { useTranslation } from '@om/i18n';
import { DANGER_PALETTE } from './tone';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children?: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  tone?: 'danger';
  busy?: boolean;
  /** Why the action failed (the server's message). */
  error?: string;
  onConfirm(): void;
  onCancel(): void;
}

/** An alert dialog asking to confirm one action; a failure stays in the dialog. */
export function ConfirmDialog({ open, title, children, confirmLabel, cancelLabel, tone, busy, error, onConfirm, onCancel }: ConfirmDialogProps) {
  const { t } = useTranslation('resource');
  return (
    <Dialog.Root recipe={dialogSlotRecipe} role="alertdialog" scrollBehavior="inside" open={open} onOpenChange={(details) => !details.open && onCancel()} lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                {children}
                {error && (
                  <Alert.Root recipe={alertSlotRecipe} status="error" role="alert">
                    <Alert.Indicator />
                    <Alert.Description>{error}</Alert.Description>
                  </Alert.Root>
                )}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onCancel}>
                {cancelLabel ?? t('confirm.cancel')}
              </Button>
              <Button colorPalette={tone === 'danger' ? DANGER_PALETTE : 'brand'} loading={busy} onClick={onConfirm}>
                {confirmLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
