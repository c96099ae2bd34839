import { IconButton } from '@chakra-ui/react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from '@om/i18n';
import type { MenuSearchEntry, RecordSearch } from '../search/types';
import { ShellIcon } from '../shell/ShellIcon';
import { isSearchShortcut } from './shortcut';

const SearchDialog = lazy(() => import('./SearchDialog').then((m) => ({ default: m.SearchDialog })));

export interface HeaderSearchProps {
  /** The pages the user may open (hidden routes left out), titles translated. */
  entries: readonly MenuSearchEntry[];
  /** Match pinyin and initials too (Chinese with the pinyin setting on). */
  pinyin: boolean;
  /** Finds records (devices, users, …) on the server; without it only pages are found. */
  records?: RecordSearch;
  onNavigate(path: string): void;
}

/**
 * The "Search menu" button of the top bar; Ctrl+K or '/' open it too. The search itself (fuse.js,
 * and pinyin-pro when pinyin is on) loads on first use.
 */
export function HeaderSearch({ entries, pinyin, records, onNavigate }: HeaderSearchProps) {
  const { t } = useTranslation('shell');
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      event.preventDefault();
      setOpen(true);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  return (
    <>
      <IconButton
        ref={buttonRef}
        variant="ghost"
        size="sm"
        aria-label={t('search.button')}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-keyshortcuts="Control+K /"
        onClick={() => setOpen(true)}
      >
        <ShellIcon name="search" size="18px" />
      </IconButton>
      {open && (
        <Suspense fallback={null}>
          <SearchDialog
            entries={entries}
            pinyin={pinyin}
            records={records}
            onClose={close}
            onNavigate={(path) => {
              setOpen(false);
              onNavigate(path);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
