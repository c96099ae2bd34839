import { Box, Flex, chakra } from '@chakra-ui/react';
import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '@om/i18n';
import { MenuButton } from '../shell/MenuButton';
import { PopupMenu, type PopupMenuItem } from '../shell/PopupMenu';
import { ShellIcon } from '../shell/ShellIcon';

/** One tab, its title already translated. */
export interface TagsBarView {
  path: string;
  fullPath: string;
  title: string;
  affix?: boolean;
}

export type TagAction = 'refresh' | 'close' | 'closeOthers' | 'closeAll';

export interface TagsBarProps {
  views: readonly TagsBarView[];
  /** The path of the page showing. */
  activePath: string;
  onAction(action: TagAction, view: TagsBarView): void;
}

const isTagAction = (value: string): value is TagAction => ['refresh', 'close', 'closeOthers', 'closeAll'].includes(value);

interface ContextMenu {
  view: TagsBarView;
  x: number;
  y: number;
}

/**
 * The visited-pages bar: one link per open page, a close button on each unpinned one, and the
 * actions refresh / close / close others / close all, both from the "Page actions" button (for the
 * page showing) and from a context menu on any tab (right click, Shift+F10 or the context-menu key).
 */
export function TagsBar({ views, activePath, onAction }: TagsBarProps) {
  const { t } = useTranslation('layout');
  const [menu, setMenu] = useState<ContextMenu | undefined>();
  const listRef = useRef<HTMLUListElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  const active = views.find((view) => view.path === activePath);

  useEffect(() => {
    listRef.current?.querySelector('[aria-current="page"]')?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [activePath]);

  const items = (view: TagsBarView): PopupMenuItem[] => [
    { value: 'refresh', label: t('tagsView.refresh'), icon: <ShellIcon name="refresh" /> },
    { value: 'close', label: t('tagsView.close'), icon: <ShellIcon name="close" />, disabled: view.affix },
    { value: 'closeOthers', label: t('tagsView.closeOthers') },
    { value: 'closeAll', label: t('tagsView.closeAll') },
  ];
  const act = (view: TagsBarView) => (value: string) => {
    if (isTagAction(value)) onAction(value, view);
  };

  const openMenu = (view: TagsBarView, x: number, y: number, opener: HTMLElement) => {
    openerRef.current = opener;
    // Kept inside the window (the menu is about 11rem wide and 9rem high).
    setMenu({ view, x: Math.max(0, Math.min(x, window.innerWidth - 180)), y: Math.max(0, Math.min(y, window.innerHeight - 150)) });
  };
  const onContextMenu = (view: TagsBarView) => (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    openMenu(view, event.clientX, event.clientY, event.currentTarget);
  };
  const onKeyDown = (view: TagsBarView) => (event: KeyboardEvent<HTMLAnchorElement>) => {
    if ((event.key === 'F10' && event.shiftKey) || event.key === 'ContextMenu') {
      event.preventDefault();
      const box = event.currentTarget.getBoundingClientRect();
      openMenu(view, box.left, box.bottom, event.currentTarget);
    }
  };

  return (
    <Flex
      as="nav"
      aria-label={t('tagsView.label')}
      align="center"
      gap="1"
      height="34px"
      paddingInline="2"
      bg="bg.panel"
      borderBottomWidth="1px"
      borderColor="border"
      boxShadow="0 1px 3px 0 rgba(0,0,0,.08)"
    >
      <chakra.ul
        ref={listRef}
        display="flex"
        alignItems="center"
        gap="1"
        flex="1"
        minWidth="0"
        overflowX="auto"
        listStyle="none"
        margin="0"
        padding="0"
        css={{ scrollbarWidth: 'thin' }}
      >
        {views.map((view) => {
          const current = view.path === activePath;
          return (
            <chakra.li
              key={view.path}
              display="flex"
              alignItems="center"
              flexShrink={0}
              height="26px"
              borderWidth="1px"
              borderColor={current ? 'brand.solid' : 'border'}
              bg={current ? 'brand.solid' : 'bg.panel'}
              color={current ? 'brand.contrast' : 'fg'}
              fontSize="xs"
              borderRadius="sm"
            >
              <chakra.a
                asChild
                display="flex"
                alignItems="center"
                gap="1.5"
                height="full"
                paddingInlineStart="2"
                paddingInlineEnd={view.affix ? '2' : '1'}
                whiteSpace="nowrap"
                _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '1px' }}
              >
                <Link
                  to={view.fullPath}
                  aria-current={current ? 'page' : undefined}
                  onContextMenu={onContextMenu(view)}
                  onKeyDown={onKeyDown(view)}
                >
                  {current && <chakra.span aria-hidden="true" width="6px" height="6px" borderRadius="full" bg="currentColor" />}
                  {view.title}
                </Link>
              </chakra.a>
              {!view.affix && (
                <chakra.button
                  type="button"
                  aria-label={t('tagsView.closeTab', { title: view.title })}
                  display="inline-flex"
                  alignItems="center"
                  justifyContent="center"
                  // 24 × 24 px: the smallest target WCAG 2.5.8 allows.
                  width="24px"
                  height="24px"
                  borderRadius="full"
                  _hover={{ bg: current ? 'whiteAlpha.300' : 'bg.emphasized' }}
                  _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing' }}
                  onClick={() => onAction('close', view)}
                >
                  <ShellIcon name="close" size="10px" />
                </chakra.button>
              )}
            </chakra.li>
          );
        })}
      </chakra.ul>
      {active && (
        <MenuButton label={t('tagsView.actions')} items={items(active)} onSelect={act(active)} size="xs" height="26px">
          <ShellIcon name="more" />
        </MenuButton>
      )}
      {menu && (
        <Box position="fixed" left={`${menu.x}px`} top={`${menu.y}px`} zIndex="popover">
          <PopupMenu
            label={t('tagsView.actionsFor', { title: menu.view.title })}
            items={items(menu.view)}
            onSelect={act(menu.view)}
            onClose={(returnFocus) => {
              setMenu(undefined);
              if (returnFocus) openerRef.current?.focus();
            }}
          />
        </Box>
      )}
    </Flex>
  );
}
