import { Box, Button, type ButtonProps } from '@chakra-ui/react';
import { useId, useRef, useState, type ReactNode } from 'react';
import { PopupMenu, type PopupMenuItem } from './PopupMenu';

export interface MenuButtonProps extends Omit<ButtonProps, 'onSelect' | 'children'> {
  /** The accessible name of the button. */
  label: string;
  /** What the button shows (an icon, a name); the label names it. */
  children: ReactNode;
  items: readonly PopupMenuItem[];
  onSelect(value: string): void;
  /** The side the menu lines up with. */
  align?: 'start' | 'end';
  /** The item focused on opening; default the checked one, else the first. */
  initialIndex?: number;
}

/** A button that opens a menu (WAI-ARIA menu button): click, Enter, Space or ArrowDown open it. */
export function MenuButton({ label, children, items, onSelect, align = 'end', initialIndex, ...button }: MenuButtonProps) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const buttonId = useId();
  const checked = items.findIndex((item) => item.checked);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  return (
    <Box position="relative">
      <Button
        ref={buttonRef}
        id={buttonId}
        variant="ghost"
        size="sm"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen(!open)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && !open) {
            event.preventDefault();
            setOpen(true);
          }
        }}
        {...button}
      >
        {children}
      </Button>
      {open && (
        <PopupMenu
          id={menuId}
          labelledBy={buttonId}
          items={items}
          initialIndex={initialIndex ?? checked}
          onSelect={onSelect}
          onClose={close}
          position="absolute"
          top="calc(100% + 4px)"
          insetInlineEnd={align === 'end' ? '0' : undefined}
          insetInlineStart={align === 'start' ? '0' : undefined}
        />
      )}
    </Box>
  );
}
