import { Box, Button, chakra } from '@chakra-ui/react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { LANGUAGES, LANGUAGE_NAMES, useTranslation, type Language } from '@om/i18n';
import { Icon } from '../icons/Icon';

export interface LanguageMenuProps {
  current: Language;
  onSelect(language: Language): void;
  /** Light text for dark backgrounds (login picture, wallboard). */
  tone?: 'light' | 'dark';
}

/**
 * The "Language" menu button; each language is listed by its own name. Hand-made (menu-button
 * pattern of WAI-ARIA) because the sign-in page cannot afford a popover engine in its first bundle.
 */
export function LanguageMenu({ current, onSelect, tone = 'dark' }: LanguageMenuProps) {
  const { t } = useTranslation('common');
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const buttonId = useId();

  const items = () => [...(listRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
  const focusItem = (index: number) => {
    const all = items();
    all[(index + all.length) % all.length]?.focus();
  };
  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  useEffect(() => {
    if (!open) return undefined;
    focusItem(Math.max(0, LANGUAGES.indexOf(current)));
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
    // Focus moves once per opening.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const index = items().findIndex((item) => item === document.activeElement);
    const moves: Record<string, () => void> = {
      ArrowDown: () => focusItem(index + 1),
      ArrowUp: () => focusItem(index - 1),
      Home: () => focusItem(0),
      End: () => focusItem(-1),
      Escape: () => close(true),
      Tab: () => close(false),
    };
    const move = moves[event.key];
    if (!move) return;
    if (event.key !== 'Tab') event.preventDefault();
    move();
  };

  return (
    <Box ref={rootRef} position="relative">
      <Button
        ref={buttonRef}
        id={buttonId}
        variant="ghost"
        size="sm"
        aria-label={t('language')}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        color={tone === 'light' ? 'white' : undefined}
        _hover={tone === 'light' ? { bg: 'whiteAlpha.200' } : undefined}
        onClick={() => setOpen(!open)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && !open) {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        <Icon name="language" size="18px" />
        {LANGUAGE_NAMES[current]}
      </Button>
      {open && (
        <Box
          ref={listRef}
          id={menuId}
          role="menu"
          aria-labelledby={buttonId}
          onKeyDown={onMenuKeyDown}
          position="absolute"
          insetInlineEnd="0"
          top="calc(100% + 4px)"
          zIndex="dropdown"
          minWidth="9rem"
          paddingBlock="1"
          bg="white"
          color="gray.800"
          borderRadius="md"
          boxShadow="lg"
        >
          {LANGUAGES.map((language) => (
            <chakra.button
              key={language}
              type="button"
              role="menuitem"
              tabIndex={-1}
              lang={language}
              display="block"
              width="full"
              paddingInline="3"
              paddingBlock="1.5"
              textAlign="start"
              fontSize="sm"
              fontWeight={language === current ? 'semibold' : 'normal'}
              _hover={{ bg: 'gray.100' }}
              _focusVisible={{ bg: 'gray.100', outline: 'none' }}
              _focus={{ bg: 'gray.100', outline: 'none' }}
              onClick={() => {
                close(true);
                if (language !== current) onSelect(language);
              }}
            >
              {LANGUAGE_NAMES[language]}
            </chakra.button>
          ))}
        </Box>
      )}
    </Box>
  );
}
