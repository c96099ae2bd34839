import { Alert, Badge, Box, Button, Checkbox, Skeleton, Stack, Table, Text, chakra } from '@chakra-ui/react';
import { alertSlotRecipe, badgeRecipe, checkboxSlotRecipe, skeletonRecipe, tableSlotRecipe } from '@chakra-ui/react/theme';
import type { ReactNode } from 'react';
import { useTranslation } from '@om/i18n';
import { Icon } from '../icons/Icon';
import { tableSize, useUiSize } from '../theme/size';
import { MixedAwareInput } from './MixedCheckbox';
import type { ColumnSpec, SortState } from './types';

export interface RowSelection {
  selected: ReadonlySet<number>;
  onChange(next: Set<number>): void;
}

export interface DataTableProps<Row> {
  /** The table's accessible name. */
  caption: string;
  columns: readonly ColumnSpec<Row>[];
  rows: readonly Row[];
  rowId(row: Row): number;
  /** Names a row for its checkbox ("Select admin"). */
  rowLabel(row: Row): string;
  sort?: SortState;
  onSortChange?(sort: SortState): void;
  selection?: RowSelection;
  rowActions?(row: Row): ReactNode;
  loading: boolean;
  /** A failed load: shown with a Retry button. */
  error?: string;
  onRetry?(): void;
  emptyText: string;
  /** Placeholder rows while the first page loads: as many as the page will show (its size), so nothing below moves when the rows arrive. */
  skeletonRows?: number;
  /** A row to point out (the one just created), with the word that says why ("New"). */
  highlight?: { id: number; label: string };
}

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;
/** The height of the xs buttons that row actions use (Chakra's button recipe: xs = 8). */
const ROW_ACTION_HEIGHT = '8';

/** All rows of the page selected, some, or none. */
export function pageSelectionState(ids: readonly number[], selected: ReadonlySet<number>): boolean | 'indeterminate' {
  const count = ids.filter((id) => selected.has(id)).length;
  if (count === 0) return false;
  return count === ids.length ? true : 'indeterminate';
}

function SelectBox({ label, checked, onChange }: { label: string; checked: boolean | 'indeterminate'; onChange(checked: boolean): void }) {
  return (
    <Checkbox.Root recipe={checkboxSlotRecipe} size="sm" checked={checked} onCheckedChange={(details) => onChange(details.checked === true)}>
      <MixedAwareInput aria-label={label} mixed={checked === 'indeterminate'} />
      <Checkbox.Control>
        <Checkbox.Indicator />
      </Checkbox.Control>
    </Checkbox.Root>
  );
}

function SortHeader({ header, direction, onSort }: { header: string; direction?: 'asc' | 'desc'; onSort(): void }) {
  return (
    <chakra.button type="button" display="inline-flex" alignItems="center" gap="1" fontWeight="semibold" onClick={onSort} _focusVisible={{ outline: '2px solid', outlineColor: 'brand.solid' }}>
      {header}
      <Box as="span" aria-hidden="true" opacity={direction ? 1 : 0.35} transform={direction === 'asc' ? 'rotate(180deg)' : undefined}>
        <Icon name="chevronDown" />
      </Box>
    </chakra.button>
  );
}

/** Cells stay on one line: plain text is cut with an ellipsis and shows its whole text on hover. */
function CellContent({ children }: { children: ReactNode }) {
  if (typeof children !== 'string') return children;
  return (
    <Box
      display="inline-block"
      verticalAlign="bottom"
      maxWidth="64"
      truncate
      onMouseEnter={(event) => {
        const box = event.currentTarget;
        box.title = box.scrollWidth > box.clientWidth ? children : '';
      }}
    >
      {children}
    </Box>
  );
}

/**
 * A page of rows: sortable headers (aria-sort), optional row selection, per-row actions, and the
 * loading (skeleton), error (with Retry) and empty states.
 */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const { caption, columns, rows, rowId, rowLabel, sort, onSortChange, selection, rowActions, loading, error, onRetry, emptyText, highlight } = props;
  const { t } = useTranslation('resource');
  const size = tableSize(useUiSize());
  const ids = rows.map(rowId);
  const span = columns.length + (selection ? 1 : 0) + (rowActions ? 1 : 0);

  const toggleSort = (key: string) =>
    onSortChange?.({ key, direction: sort?.key === key && sort.direction === 'asc' ? 'desc' : 'asc' });

  const toggleAll = (checked: boolean) => {
    if (!selection) return;
    const next = new Set(selection.selected);
    ids.forEach((id) => (checked ? next.add(id) : next.delete(id)));
    selection.onChange(next);
  };

  const toggleRow = (id: number, checked: boolean) => {
    if (!selection) return;
    const next = new Set(selection.selected);
    if (checked) next.add(id);
    else next.delete(id);
    selection.onChange(next);
  };

  if (error) {
    return (
      <Alert.Root recipe={alertSlotRecipe} status="error" role="alert">
        <Alert.Indicator />
        <Stack gap="2" flex="1">
          <Alert.Title>{t('list.loadFailed')}</Alert.Title>
          <Alert.Description>{error}</Alert.Description>
          {onRetry && (
            <Box>
              <Button size="sm" onClick={onRetry}>
                {t('list.retry')}
              </Button>
            </Box>
          )}
        </Stack>
      </Alert.Root>
    );
  }

  const skeleton = loading && rows.length === 0;
  return (
    // Wider than the page (long names, other languages): the table scrolls sideways, nothing is clipped.
    <Box overflowX="auto" maxWidth="full" borderWidth="1px" borderRadius="md" bg="bg">
      <Table.Root recipe={tableSlotRecipe} size={size} aria-busy={loading || undefined} interactive>
        <Table.Caption srOnly>{caption}</Table.Caption>
        <Table.Header>
          <Table.Row>
            {selection && (
              <Table.ColumnHeader width="10">
                <SelectBox label={t('list.selectPage')} checked={ids.length ? pageSelectionState(ids, selection.selected) : false} onChange={toggleAll} />
              </Table.ColumnHeader>
            )}
            {columns.map((column) => {
              const direction = sort?.key === column.key ? sort.direction : undefined;
              return (
                <Table.ColumnHeader
                  key={column.key}
                  textAlign={column.align}
                  aria-sort={column.sortable ? (direction ? ARIA_SORT[direction] : 'none') : undefined}
                  whiteSpace="nowrap"
                >
                  {column.sortable && onSortChange ? (
                    <SortHeader header={column.header} direction={direction} onSort={() => toggleSort(column.key)} />
                  ) : (
                    column.header
                  )}
                </Table.ColumnHeader>
              );
            })}
            {rowActions && <Table.ColumnHeader textAlign="end">{t('list.actions')}</Table.ColumnHeader>}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {skeleton &&
            Array.from({ length: props.skeletonRows ?? 5 }, (_, index) => (
              <Table.Row key={`skeleton-${index}`} aria-hidden="true">
                {Array.from({ length: span }, (_, cell) => (
                  <Table.Cell key={cell}>
                    {/* As tall as a row's content: a line of text, or the row's xs action buttons. */}
                    <Skeleton recipe={skeletonRecipe} height={rowActions && cell === span - 1 ? ROW_ACTION_HEIGHT : '1lh'} />
                  </Table.Cell>
                ))}
              </Table.Row>
            ))}
          {!loading && rows.length === 0 && (
            <Table.Row>
              <Table.Cell colSpan={span}>
                <Text color="fg.muted" paddingY="6" textAlign="center">
                  {emptyText}
                </Text>
              </Table.Cell>
            </Table.Row>
          )}
          {rows.map((row) => {
            const id = rowId(row);
            return (
              <Table.Row key={id} data-selected={selection?.selected.has(id) || undefined} bg={highlight?.id === id ? 'brand.subtle' : undefined}>
                {selection && (
                  <Table.Cell>
                    <SelectBox label={t('list.selectRow', { name: rowLabel(row) })} checked={selection.selected.has(id)} onChange={(checked) => toggleRow(id, checked)} />
                  </Table.Cell>
                )}
                {columns.map((column, index) => (
                  <Table.Cell key={column.key} textAlign={column.align} whiteSpace="nowrap">
                    {index === 0 && highlight?.id === id && (
                      <Badge recipe={badgeRecipe} colorPalette="brand" variant="solid" size="sm" marginInlineEnd="2">
                        {highlight.label}
                      </Badge>
                    )}
                    <CellContent>{column.cell(row)}</CellContent>
                  </Table.Cell>
                ))}
                {rowActions && (
                  <Table.Cell textAlign="end" whiteSpace="nowrap">
                    {rowActions(row)}
                  </Table.Cell>
                )}
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
      {loading && rows.length > 0 && (
        <Text srOnly role="status">
          {t('list.loading')}
        </Text>
      )}
    </Box>
  );
}
