import { Box, CloseButton, Flex, Heading } from '@chakra-ui/react';
import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface SidePanelProps {
  title: string;
  closeLabel: string;
  onClose(): void;
  children: ReactNode;
  /** From which edge it slides in. */
  placement?: 'end' | 'start';
  width?: string;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal side panel (dialog): focus moves in and stays inside, Escape or the backdrop close it, and
 * focus returns to where it was. Plain markup, loaded with the panels that use it.
 */
export function SidePanel({ title, closeLabel, onClose, children, placement = 'end', width = '320px' }: SidePanelProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    panelRef.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    return () => opener?.focus();
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab') return;
    const all = [...(panelRef.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])];
    const first = all[0];
    const last = all[all.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  return (
    <Box position="fixed" inset="0" zIndex="modal" onKeyDown={onKeyDown}>
      <Box position="absolute" inset="0" bg="blackAlpha.600" onClick={onClose} aria-hidden="true" />
      <Flex
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        direction="column"
        position="absolute"
        insetBlock="0"
        insetInlineEnd={placement === 'end' ? '0' : undefined}
        insetInlineStart={placement === 'start' ? '0' : undefined}
        width={width}
        maxWidth="100vw"
        bg="bg.panel"
        color="fg"
        boxShadow="2xl"
      >
        <Flex align="center" justify="space-between" gap="2" paddingInline="5" paddingBlock="3" borderBottomWidth="1px" borderColor="border">
          <Heading as="h2" size="md" id={titleId}>
            {title}
          </Heading>
          <CloseButton size="sm" aria-label={closeLabel} onClick={onClose} />
        </Flex>
        <Box flex="1" overflowY="auto" paddingInline="5" paddingBlock="4">
          {children}
        </Box>
      </Flex>
    </Box>
  );
}
