import { Box, chakra } from '@chakra-ui/react';
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { Icon } from '../icons/Icon';
import { MENU_COLOURS } from '../theme/brand';
import { containsPath, type MenuEntry } from './menu-entry';

export interface SidebarMenuProps {
  entries: MenuEntry[];
  /** The path whose entry is highlighted (a hidden page's `activeMenu`). */
  activePath: string;
  collapsed: boolean;
  /** A group was chosen while the sidebar shows icons only. */
  onExpandRequest(): void;
}

const rowStyles = {
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  width: 'full',
  minHeight: '56px',
  paddingInline: '5',
  fontSize: 'sm',
  textAlign: 'start',
  color: MENU_COLOURS.text,
  _hover: { bg: MENU_COLOURS.hover },
  _focusVisible: { outline: '2px solid', outlineColor: MENU_COLOURS.active, outlineOffset: '-2px' },
} as const;

function Label({ text, collapsed }: { text: string; collapsed: boolean }) {
  return (
    <chakra.span srOnly={collapsed} truncate>
      {text}
    </chakra.span>
  );
}

function Leaf({ entry, depth, activePath, collapsed }: { entry: MenuEntry; depth: number; activePath: string; collapsed: boolean }) {
  const active = entry.to === activePath;
  return (
    <chakra.a
      asChild
      {...rowStyles}
      paddingInlineStart={collapsed ? '5' : `${20 + depth * 20}px`}
      // The active colour #409eff reads (AA) on the darker backgrounds only.
      bg={depth > 0 || active ? MENU_COLOURS.submenuBackground : undefined}
      color={active ? MENU_COLOURS.active : MENU_COLOURS.text}
      aria-current={active ? 'page' : undefined}
    >
      <Link to={entry.to ?? '/'}>
        <Icon name={entry.icon} />
        <Label text={entry.label} collapsed={collapsed} />
      </Link>
    </chakra.a>
  );
}

function Group({ entry, depth, ...props }: { entry: MenuEntry; depth: number } & Omit<SidebarMenuProps, 'entries'>) {
  const holdsActive = containsPath(entry, props.activePath);
  const [open, setOpen] = useState(holdsActive);
  const listId = useId();
  // Arriving at a page of the group (a link, the search, a tab) opens it.
  useEffect(() => {
    if (holdsActive) setOpen(true);
  }, [holdsActive]);
  const expanded = open && !props.collapsed;
  return (
    <>
      <chakra.button
        type="button"
        {...rowStyles}
        paddingInlineStart={props.collapsed ? '5' : `${20 + depth * 20}px`}
        color={holdsActive ? 'white' : MENU_COLOURS.text}
        aria-expanded={expanded}
        aria-controls={expanded ? listId : undefined}
        onClick={() => {
          if (props.collapsed) {
            setOpen(true);
            props.onExpandRequest();
          } else setOpen(!open);
        }}
      >
        <Icon name={entry.icon} />
        <Label text={entry.label} collapsed={props.collapsed} />
        {!props.collapsed && (
          <Box marginInlineStart="auto" transform={open ? 'rotate(180deg)' : undefined} transition="transform 0.2s">
            <Icon name="chevronDown" />
          </Box>
        )}
      </chakra.button>
      {expanded && <MenuList id={listId} entries={entry.children ?? []} depth={depth + 1} {...props} />}
    </>
  );
}

function MenuList({ entries, depth, id, ...props }: SidebarMenuProps & { depth: number; id?: string }) {
  return (
    <chakra.ul id={id} listStyle="none" margin="0" padding="0">
      {entries.map((entry) => (
        <li key={entry.key}>
          {entry.children?.length ? (
            <Group entry={entry} depth={depth} {...props} />
          ) : (
            <Leaf entry={entry} depth={depth} activePath={props.activePath} collapsed={props.collapsed} />
          )}
        </li>
      ))}
    </chakra.ul>
  );
}

/** The nested menu of the sidebar: groups open and close, the current page is highlighted. */
export function SidebarMenu(props: SidebarMenuProps) {
  return <MenuList {...props} depth={0} />;
}
