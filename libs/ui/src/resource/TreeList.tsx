import { Box, HStack, IconButton, Text, chakra } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '@om/i18n';
import { Icon } from '../icons/Icon';

export interface TreeItem {
  id: number;
  label: string;
  /** Shown after the label (a level, a person in charge). */
  meta?: ReactNode;
  children: readonly TreeItem[];
}

export interface TreeListProps {
  /** The tree's accessible name. */
  label: string;
  items: readonly TreeItem[];
  actions?(item: TreeItem, depth: number): ReactNode;
  emptyText: string;
}

function Branch({ items, depth, collapsed, onToggle, actions }: { items: readonly TreeItem[]; depth: number; collapsed: ReadonlySet<number>; onToggle(id: number): void; actions?: TreeListProps['actions'] }) {
  const { t } = useTranslation('resource');
  return (
    <chakra.ul listStyle="none" margin="0" paddingLeft={depth === 0 ? '0' : '6'}>
      {items.map((item) => {
        const open = !collapsed.has(item.id);
        const hasChildren = item.children.length > 0;
        return (
          <li key={item.id}>
            <HStack gap="2" paddingY="1.5" paddingX="2" borderRadius="md" _hover={{ bg: 'bg.muted' }} minHeight="10">
              {hasChildren ? (
                <IconButton
                  size="xs"
                  variant="ghost"
                  aria-expanded={open}
                  aria-label={t(open ? 'tree.collapse' : 'tree.expand', { name: item.label })}
                  onClick={() => onToggle(item.id)}
                >
                  <Box transform={open ? undefined : 'rotate(-90deg)'}>
                    <Icon name="chevronDown" />
                  </Box>
                </IconButton>
              ) : (
                <Box width="6" />
              )}
              <Text fontWeight={depth === 0 ? 'semibold' : 'normal'}>{item.label}</Text>
              {item.meta && (
                <Box color="fg.muted" fontSize="sm">
                  {item.meta}
                </Box>
              )}
              <HStack gap="1" marginLeft="auto">
                {actions?.(item, depth)}
              </HStack>
            </HStack>
            {hasChildren && open && <Branch items={item.children} depth={depth + 1} collapsed={collapsed} onToggle={onToggle} actions={actions} />}
          </li>
        );
      })}
    </chakra.ul>
  );
}

/** A tree as nested lists: each branch opens and closes with a button, each node has its actions. */
export function TreeList({ label, items, actions, emptyText }: TreeListProps) {
  const [collapsed, setCollapsed] = useState<ReadonlySet<number>>(new Set());
  const toggle = (id: number) => {
    const next = new Set(collapsed);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setCollapsed(next);
  };
  return (
    <Box role="region" aria-label={label} borderWidth="1px" borderRadius="md" padding="2" bg="bg">
      {items.length === 0 ? <Text color="fg.muted" padding="4">{emptyText}</Text> : <Branch items={items} depth={0} collapsed={collapsed} onToggle={toggle} actions={actions} />}
    </Box>
  );
}
