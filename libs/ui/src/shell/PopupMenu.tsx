import { Box, chakra, type BoxProps } from '@chakra-ui/react';
import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface PopupMenuItem {
  value: string;
  label: ReactNode;
  /** Set for a choice among several (a `menuitemradio`); omitted for an action (`menuitem`). */
  checked?: boolean;
  icon?: ReactNode;
  disabled?: boolean;
  lang?: string;
}

export interface PopupMenuProps extends Omit<BoxProps, 'onSelect'> {
  id?: string;
  items: readonly PopupMenuItem[];
  onSelect(value: string): void;
  /** Escape (focus goes back to the trigger), Tab, a click elsewhere or a choice. */
  onClose(returnFocus: boolean): void;
  /** The item focused when the menu opens. */
  initialIndex?: number;
  labelledBy?: string;
  label?: string;
}

/**
 * The list of a menu (WAI-ARIA menu pattern): arrows, Home and End move, Enter or Space choose,
 * Escape and Tab close, a click outside closes. Hand-made: a popover engine would cost the first
 * bundles more than the rest of the shell.
 */
export function PopupMenu({ id, items, onSelect, onClose, initialIndex = 0, labelledBy, label, ...box }: PopupMenuProps) {
  const listRef = useRef<HTMLDivElement>(null);
  const focusable = () => [...(listRef.current?.querySelectorAll<HTMLElement>('[role^="menuitem"]:not([disabled])') ?? [])];
  const focusItem = (index: number) => {
    const all = focusable();
    all[(index + all.length) % all.length]?.focus();
  };

  useEffect(() => {
    focusItem(Math.max(0, initialIndex));
    const onPointerDown = (event: PointerEvent) => {
      const root = listRef.current?.parentElement;
      if (event.target instanceof Node && !root?.contains(event.target)) onClose(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
    // Focus moves once per opening.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    const index = focusable().findIndex((item) => item === document.activeElement);
    const moves: Record<string, () => void> = {
      ArrowDown: () => focusItem(index + 1),
      ArrowUp: () => focusItem(index - 1),
      Home: () => focusItem(0),
      End: () => focusItem(-1),
      Escape: () => onClose(true),
      Tab: () => onClose(false),
    };
    const move = moves[event.key];
    if (!move) return;
    if (event.key !== 'Tab') event.preventDefault();
    event.stopPropagation();
    move();
  };

  return (
    <Box
      ref={listRef}
      id={id}
      role="menu"
      aria-labelledby={labelledBy}
      aria-label={label}
      onKeyDown={onKeyDown}
      zIndex="dropdown"
      minWidth="9rem"
      paddingBlock="1"
      bg="bg.panel"
      color="fg"
      borderWidth="1px"
      borderColor="border"
      borderRadius="md"
      boxShadow="lg"
      {...box}
    >
      {items.map((item) => (
        <chakra.button
          key={item.value}
          type="button"
          role={item.checked === undefined ? 'menuitem' : 'menuitemradio'}
          aria-checked={item.checked}
          tabIndex={-1}
          lang={item.lang}
          disabled={item.disabled}
          display="flex"
          alignItems="center"
          gap="2"
          width="full"
          paddingInline="3"
          paddingBlock="1.5"
          textAlign="start"
          fontSize="sm"
          whiteSpace="nowrap"
          fontWeight={item.checked ? 'semibold' : 'normal'}
          _hover={{ bg: 'bg.muted' }}
          _focus={{ bg: 'bg.muted', outline: 'none' }}
          _disabled={{ color: 'fg.subtle', cursor: 'not-allowed' }}
          onClick={() => {
            onClose(true);
            onSelect(item.value);
          }}
        >
          {item.icon}
          {item.label}
        </chakra.button>
      ))}
    </Box>
  );
}
