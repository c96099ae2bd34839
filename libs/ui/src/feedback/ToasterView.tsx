import { Portal, Stack, Toast, Toaster, createToaster } from '@chakra-ui/react';
import { toastSlotRecipe } from '@chakra-ui/react/theme';
import { useEffect } from 'react';
import { attachToaster } from './toaster';

const toaster = createToaster({ placement: 'top', pauseOnPageIdle: true, max: 5 });

/** The Chakra toaster; loaded with the first toast request. */
export function ToasterView() {
  useEffect(() => {
    // The toaster's machine subscribes to its store in a microtask after mounting and misses
    // toasts created before that, so the queue is delivered one task later.
    let detach: (() => void) | undefined;
    const timer = window.setTimeout(() => {
      detach = attachToaster(({ type, title, description, durationMs, action }) => {
        toaster.create({ type, title, description, duration: durationMs, ...(action ? { action } : {}) });
      });
    }, 0);
    return () => {
      window.clearTimeout(timer);
      detach?.();
    };
  }, []);
  return (
    <Portal>
      <Toaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root recipe={toastSlotRecipe} width={{ md: 'sm' }}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            {toast.action && <Toast.ActionTrigger>{toast.action.label}</Toast.ActionTrigger>}
            {toast.action && <Toast.CloseTrigger />}
          </Toast.Root>
        )}
      </Toaster>
    </Portal>
  );
}
