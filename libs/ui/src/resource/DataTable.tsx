import { Alert, Badge, Box, Button, Stack, Table, Text, chakra, useRecipe, useSlotRecipe, type SystemStyleObject } from '@chakra-ui/react';
import { alertSlotRecipe, badgeRecipe, buttonRecipe, checkmarkRecipe, skeletonRecipe, tableSlotRecipe } from '@chakra-ui/react/theme';
import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useTranslation } from '@om/i18n';
import { Icon } from '../icons/Icon';
import { tableSize, useUiSize } from '../theme/size';
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

/**
 * A row's (or the page's) selection box: a native checkbox inside its label, drawn like Chakra's
 * checkbox by the table's own style sheet (`rowStyles`) — no state machine and no styles of its own per
 * row. The label is the control's click target as with Chakra's checkbox; the input keeps the name.
 */
function SelectBox({ label, checked, onChange }: { label: string; checked: boolean | 'indeterminate'; onChange(checked: boolean): void }) {
  const mixed = checked === 'indeterminate';
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = mixed;
  }, [mixed]);
  return (
    <label data-row-check="">
      <input ref={ref} type="checkbox" aria-label={label} checked={checked === true} onChange={(event) => onChange(event.currentTarget.checked)} />
      <span aria-hidden="true" data-state={mixed ? 'indeterminate' : checked ? 'checked' : 'unchecked'}>
        {checked === true && (
          <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round">
            <path d="M20 6 9 17l-5-5" />
          </svg>
        )}
        {mixed && (
          <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round">
            <path d="M5 12h14" />
          </svg>
        )}
      </span>
    </label>
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
    <span
      data-cell-text=""
      onMouseEnter={(event) => {
        const box = event.currentTarget;
        box.title = box.scrollWidth > box.clientWidth ? children : '';
      }}
    >
      {children}
    </span>
  );
}

/**
 * The body's styles, computed once per table rather than per cell: a page of 20 rows has a few hundred
 * cells, and a styled component per cell (checkbox, text box, row buttons) cost the page a long task when
 * its rows arrived. Rows and cells are plain elements styled from here with the table recipe's own `row`
 * and `cell` styles; the selection boxes look like Chakra's checkbox (its `checkmark` recipe), and row
 * buttons marked `data-row-button` (the View link, RowActionsMenu's trigger) like an xs ghost button.
 */
function useBodyStyles(size: ReturnType<typeof tableSize>): SystemStyleObject {
  const table = useSlotRecipe({ recipe: tableSlotRecipe });
  const button = useRecipe({ recipe: buttonRecipe });
  const checkmark = useRecipe({ recipe: checkmarkRecipe });
  const skeleton = useRecipe({ recipe: skeletonRecipe });
  return useMemo(() => {
    const slots = table({ size });
    return {
      '& > tbody > tr': slots.row,
      '& > tbody > tr[data-highlight]': { bg: 'brand.subtle' },
      '& > tbody > tr > td': { ...slots.cell, whiteSpace: 'nowrap' },
      '& [data-cell-text]': { display: 'inline-block', verticalAlign: 'bottom', maxWidth: '64', truncate: true },
      '& [data-skeleton]': { ...skeleton({}), display: 'block', height: '1lh' },
      '& [data-skeleton=action]': { height: ROW_ACTION_HEIGHT },
      '& [data-row-actions]': { display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: '1' },
      '& [data-row-button]': button({ size: 'xs', variant: 'ghost' }),
      '& [data-row-button][data-icon]': { px: '0', py: '0', minW: '6', minH: '6', _icon: { fontSize: '1.2em' } },
      '& [data-row-check]': { display: 'inline-flex', alignItems: 'center', position: 'relative', cursor: 'checkbox' },
      '& [data-row-check] > input': { srOnly: true },
      '& [data-row-check] > span': checkmark({ size: 'sm', variant: 'solid' }),
      '& [data-row-check] > input:focus-visible + span': { outlineWidth: '2px', outlineOffset: '2px', outlineStyle: 'solid', outlineColor: 'colorPalette.focusRing' },
    };
  }, [table, button, checkmark, skeleton, size]);
}

/**
 * A page of rows: sortable headers (aria-sort), optional row selection, per-row actions, and the
 * loading (skeleton), error (with Retry) and empty states.
 */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const { caption, columns, rows, rowId, rowLabel, sort, onSortChange, selection, rowActions, loading, error, onRetry, emptyText, highlight } = props;
  const { t } = useTranslation('resource');
  const size = tableSize(useUiSize());
  const bodyStyles = useBodyStyles(size);
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
      <Table.Root recipe={tableSlotRecipe} size={size} aria-busy={loading || undefined} interactive css={bodyStyles}>
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
              <tr key={`skeleton-${index}`} aria-hidden="true">
                {Array.from({ length: span }, (_, cell) => (
                  <td key={cell}>
                    {/* As tall as a row's content: a line of text, or the row's xs action buttons. */}
                    <span data-skeleton={rowActions && cell === span - 1 ? 'action' : ''} />
                  </td>
                ))}
              </tr>
            ))}
          {!loading && rows.length === 0 && (
            <tr>
              <td colSpan={span}>
                <Text color="fg.muted" paddingY="6" textAlign="center">
                  {emptyText}
                </Text>
              </td>
            </tr>
          )}
          {rows.map((row) => {
            const id = rowId(row);
            const highlighted = highlight?.id === id ? highlight : undefined;
            return (
              <tr key={id} data-selected={selection?.selected.has(id) || undefined} data-highlight={highlighted ? '' : undefined}>
                {selection && (
                  <td>
                    <SelectBox label={t('list.selectRow', { name: rowLabel(row) })} checked={selection.selected.has(id)} onChange={(checked) => toggleRow(id, checked)} />
                  </td>
                )}
                {columns.map((column, index) => (
                  <td key={column.key} style={column.align ? { textAlign: column.align } : undefined}>
                    {index === 0 && highlighted && (
                      <Badge recipe={badgeRecipe} colorPalette="brand" variant="solid" size="sm" marginInlineEnd="2">
                        {highlighted.label}
                      </Badge>
                    )}
                    <CellContent>{column.cell(row)}</CellContent>
                  </td>
                ))}
                {rowActions && <td style={{ textAlign: 'end' }}>{rowActions(row)}</td>}
              </tr>
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
