import { Button, CloseButton, Drawer, Portal, Stack, chakra } from '@chakra-ui/react';
import { drawerSlotRecipe } from '@chakra-ui/react/theme';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from '@om/i18n';

export interface FormDrawerProps {
  open: boolean;
  title: string;
  /** Asked to close (Cancel, Escape, the close button); the caller may first confirm unsaved changes. */
  onRequestClose(): void;
  onSubmit(): void;
  submitting?: boolean;
  /** No Save button (a record nobody may change, e.g. a built-in role). */
  readOnly?: boolean;
  /** Above the fields: a conflict notice or the form's own failure. */
  banner?: ReactNode;
  children: ReactNode;
  size?: 'sm' | 'md' | 'lg' | 'xl';
}

/** A create or edit form in a drawer: the dialog is named by its title, Save submits. */
export function FormDrawer({ open, title, onRequestClose, onSubmit, submitting, readOnly, banner, children, size = 'md' }: FormDrawerProps) {
  const { t } = useTranslation('resource');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!submitting && !readOnly) onSubmit();
  };
  return (
    <Drawer.Root recipe={drawerSlotRecipe} open={open} size={size} onOpenChange={(details) => !details.open && onRequestClose()} lazyMount unmountOnExit>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>{title}</Drawer.Title>
            </Drawer.Header>
            {/* The form holds the footer too, so Save submits it (and Enter in a field does). */}
            <chakra.form noValidate onSubmit={submit} display="contents">
            <Drawer.Body>
              <Stack gap="4">
                {banner}
                {children}
              </Stack>
            </Drawer.Body>
            <Drawer.Footer>
              <Button variant="outline" onClick={onRequestClose}>
                {readOnly ? t('form.close') : t('form.cancel')}
              </Button>
              {!readOnly && (
                <Button type="submit" colorPalette="brand" loading={submitting}>
                  {t('form.save')}
                </Button>
              )}
            </Drawer.Footer>
            </chakra.form>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('form.close')} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
