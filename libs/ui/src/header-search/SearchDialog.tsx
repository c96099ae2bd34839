import { Box, Flex, Text, chakra } from '@chakra-ui/react';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '@om/i18n';
import { loadMenuSearchIndex } from '../search/load';
import { searchMenu, type MenuSearchIndex } from '../search/menu-search';
import type { MenuSearchEntry, RecordSearch, RecordSearchGroup } from '../search/types';
import { ShellIcon } from '../shell/ShellIcon';

export interface SearchDialogProps {
  entries: readonly MenuSearchEntry[];
  pinyin: boolean;
  /** Records too (devices, users, …), grouped by kind, below the pages. */
  records?: RecordSearch;
  onNavigate(path: string): void;
  onClose(): void;
}

const MAX_RESULTS = 10;
/** How long typing pauses before the server is asked for records. */
export const RECORD_SEARCH_DELAY_MS = 250;

interface Choice {
  key: string;
  title: string;
  detail: string;
  path: string;
}

interface ChoiceGroup {
  key: string;
  label: string;
  choices: Choice[];
}

type RecordState = { query: string; groups: readonly RecordSearchGroup[]; failed: boolean };

/** The records matching the query, asked for once typing pauses; stale answers are dropped. */
function useRecords(records: RecordSearch | undefined, query: string): { state: RecordState | undefined; pending: boolean } {
  const [state, setState] = useState<RecordState | undefined>();
  const text = query.trim();
  useEffect(() => {
    if (!records || !text) return undefined;
    let current = true;
    const timer = setTimeout(() => {
      void records(text).then(
        (groups) => current && setState({ query: text, groups, failed: false }),
        () => current && setState({ query: text, groups: [], failed: true }),
      );
    }, RECORD_SEARCH_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [records, text]);
  const fresh = state?.query === text ? state : undefined;
  return { state: fresh, pending: Boolean(records && text && !fresh) };
}

/** Arrow keys move through the results (wrapping); other keys leave the choice alone. */
export function nextActive(key: string, active: number, count: number): number | undefined {
  if (count === 0) return undefined;
  if (key === 'ArrowDown') return (active + 1) % count;
  if (key === 'ArrowUp') return (active - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return undefined;
}

/**
 * The header menu search: a modal with a combobox (WAI-ARIA 1.2) over a listbox of matching pages.
 * Arrows move, Enter opens the highlighted page, Escape closes.
 */
export function SearchDialog({ entries, pinyin, records, onNavigate, onClose }: SearchDialogProps) {
  const { t } = useTranslation('shell');
  const [index, setIndex] = useState<MenuSearchIndex<MenuSearchEntry> | undefined>();
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const inputRef = useRef<HTMLInputElement>(null);
  const listId = useId();
  const titleId = useId();
  const optionId = (position: number) => `${listId}-option-${position}`;

  useEffect(() => {
    let current = true;
    void loadMenuSearchIndex(entries, { pinyin }).then((built) => {
      if (current) setIndex(built);
    });
    return () => {
      current = false;
    };
  }, [entries, pinyin]);

  useEffect(() => inputRef.current?.focus(), []);

  const pages = useMemo(() => (index ? searchMenu(index, query, MAX_RESULTS) : []), [index, query]);
  const found = useRecords(records, query);
  const groups = useMemo((): ChoiceGroup[] => {
    const pageGroup: ChoiceGroup = {
      key: 'pages',
      label: t('search.pages'),
      choices: pages.map((entry) => ({ key: `page:${entry.path}`, title: entry.title, detail: `${entry.breadcrumb.join(' › ')} · ${entry.path}`, path: entry.path })),
    };
    const recordGroups = (found.state?.groups ?? []).map((group) => ({
      key: group.kind,
      label: group.label,
      choices: group.items.map((item) => ({ key: `${group.kind}:${item.key}`, title: item.title, detail: item.subtitle, path: item.path })),
    }));
    return [pageGroup, ...recordGroups].filter((group) => group.choices.length > 0);
  }, [pages, found.state, t]);
  const results = useMemo(() => groups.flatMap((group) => group.choices), [groups]);
  const expanded = results.length > 0;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const moved = nextActive(event.key, active, results.length);
    if (moved !== undefined && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
      event.preventDefault();
      setActive(moved);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const chosen = results[active] ?? results[0];
      if (chosen) onNavigate(chosen.path);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onClose();
    } else if (event.key === 'Tab') {
      // The input is the dialog's only stop: focus stays inside.
      event.preventDefault();
    }
  };

  return (
    <Box
      position="fixed"
      inset="0"
      zIndex="modal"
      bg="blackAlpha.600"
      paddingTop={{ base: '16', md: '24' }}
      paddingInline="4"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <Box
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        maxWidth="xl"
        marginInline="auto"
        bg="bg.panel"
        color="fg"
        borderRadius="lg"
        boxShadow="2xl"
        overflow="hidden"
      >
        <Text id={titleId} srOnly>
          {t('search.title')}
        </Text>
        <Flex
          align="center"
          gap="2"
          paddingInline="4"
          borderBottomWidth={expanded ? '1px' : undefined}
          borderColor="border"
          // The input draws no outline of its own: its row shows the focus, 2 px at 3:1 like every control.
          _focusWithin={{ outline: '2px solid', outlineColor: 'gray.focusRing', outlineOffset: '-2px' }}
        >
          <Box color="fg.muted">
            <ShellIcon name="search" size="18px" />
          </Box>
          <chakra.input
            ref={inputRef}
            role="combobox"
            aria-label={t('search.button')}
            aria-expanded={expanded}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={expanded ? optionId(Math.min(active, results.length - 1)) : undefined}
            placeholder={t('search.placeholder')}
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              setActive(0);
            }}
            onKeyDown={onKeyDown}
            flex="1"
            height="12"
            bg="transparent"
            outline="none"
            fontSize="md"
            autoComplete="off"
            spellCheck={false}
          />
          <chakra.kbd fontSize="xs" color="fg.muted" borderWidth="1px" borderColor="border" borderRadius="sm" paddingInline="1">
            Esc
          </chakra.kbd>
        </Flex>
        <chakra.div
          id={listId}
          role="listbox"
          aria-label={t('search.results')}
          listStyle="none"
          margin="0"
          padding={expanded ? '2' : '0'}
          maxHeight="60vh"
          overflowY="auto"
        >
          {groups.map((group) => (
            <chakra.ul key={group.key} role="group" aria-labelledby={`${listId}-${group.key}`} listStyle="none" margin="0" padding="0">
              <chakra.li id={`${listId}-${group.key}`} role="presentation" fontSize="xs" fontWeight="semibold" color="fg.muted" paddingInline="3" paddingBlock="1">
                {group.label}
              </chakra.li>
                {group.choices.map((choice) => {
                  const position = results.indexOf(choice);
                  const selected = position === active;
                  return (
                    <chakra.li
                      key={choice.key}
                      id={optionId(position)}
                      role="option"
                      aria-selected={selected}
                      display="flex"
                      flexDirection="column"
                      gap="0.5"
                      paddingInline="3"
                      paddingBlock="2"
                      borderRadius="md"
                      cursor="pointer"
                      bg={selected ? 'brand.subtle' : undefined}
                      onMouseMove={() => setActive(position)}
                      onClick={() => onNavigate(choice.path)}
                    >
                      <Text as="span" fontWeight="medium" truncate>
                        {choice.title}
                      </Text>
                      {choice.detail && (
                        <Text as="span" fontSize="xs" color="fg.muted" truncate>
                          {choice.detail}
                        </Text>
                      )}
                    </chakra.li>
                  );
                })}
            </chakra.ul>
          ))}
        </chakra.div>
        <Text role="status" srOnly>
          {query.trim() && index && !found.pending ? t('search.count', { count: results.length }) : ''}
        </Text>
        {found.pending && (
          <Text paddingInline="4" paddingBlock="2" color="fg.muted" fontSize="xs">
            {t('search.searching')}
          </Text>
        )}
        {found.state?.failed && (
          <Text paddingInline="4" paddingBlock="2" color="fg.error" fontSize="xs">
            {t('search.recordsFailed')}
          </Text>
        )}
        {query.trim() !== '' && index && !found.pending && results.length === 0 && (
          <Text paddingInline="4" paddingBlock="3" color="fg.muted" fontSize="sm">
            {t('search.none')}
          </Text>
        )}
      </Box>
    </Box>
  );
}
