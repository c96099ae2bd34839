import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DataTable, pageSelectionState } from './DataTable';
import { renderShell } from './testing.spec-helper';
import type { ColumnSpec } from './types';

interface Row {
  id: number;
  name: string;
}
const columns: ColumnSpec<Row>[] = [
  { key: 'id', header: 'No.', cell: (row) => row.id },
  { key: 'name', header: 'Name', cell: (row) => row.name, sortable: true },
];
const rows: Row[] = [
  { id: 1, name: 'alpha' },
  { id: 2, name: 'beta' },
];
const base = { caption: 'Things', columns, rowId: (row: Row) => row.id, rowLabel: (row: Row) => row.name, emptyText: 'Nothing here yet.' };

describe('DataTable', () => {
  it('sorts by a header (aria-sort says how) and selects rows, the page box going mixed', async () => {
    const onSort = jest.fn();
    const onSelect = jest.fn();
    await renderShell(
      <DataTable {...base} rows={rows} loading={false} sort={{ key: 'name', direction: 'asc' }} onSortChange={onSort} selection={{ selected: new Set([1]), onChange: onSelect }} />,
    );
    const table = screen.getByRole('table', { name: 'Things' });
    expect(within(table).getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(within(table).getByRole('button', { name: 'Name' }));
    expect(onSort).toHaveBeenCalledWith({ key: 'name', direction: 'desc' });
    expect(within(table).getByRole('checkbox', { name: 'Select all rows on this page' })).toBePartiallyChecked();
    await userEvent.click(within(table).getByRole('checkbox', { name: 'Select beta' }));
    expect(onSelect).toHaveBeenCalledWith(new Set([1, 2]));
  });

  it('shows skeleton rows while loading, the empty text, and a failure with Retry', async () => {
    const onRetry = jest.fn();
    const { rerender } = await renderShell(<DataTable {...base} rows={[]} loading />);
    expect(screen.getByRole('table', { name: 'Things' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText('Nothing here yet.')).not.toBeInTheDocument();
    rerender(<DataTable {...base} rows={[]} loading={false} />);
    expect(screen.getByText('Nothing here yet.')).toBeInTheDocument();
    rerender(<DataTable {...base} rows={[]} loading={false} error="boom" onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('The list could not be loaded.');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalled();
  });

  it('holds a placeholder row per row the page will show while it loads, hidden from assistive technology', async () => {
    const { rerender } = await renderShell(<DataTable {...base} rows={[]} loading skeletonRows={20} />);
    const table = screen.getByRole('table', { name: 'Things' });
    // The header row is the only one exposed; the 20 placeholders keep the page's height.
    expect(within(table).getAllByRole('row')).toHaveLength(1);
    expect(within(table).getAllByRole('row', { hidden: true })).toHaveLength(21);
    rerender(<DataTable {...base} rows={rows} loading={false} skeletonRows={20} />);
    expect(within(table).getAllByRole('row', { hidden: true })).toHaveLength(3);
  });

  it('knows when the page is all, partly or not selected', () => {
    expect(pageSelectionState([1, 2], new Set([1, 2]))).toBe(true);
    expect(pageSelectionState([1, 2], new Set([2, 9]))).toBe('indeterminate');
    expect(pageSelectionState([1, 2], new Set([9]))).toBe(false);
  });
});
