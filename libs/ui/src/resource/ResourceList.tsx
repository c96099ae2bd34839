import { Button, Stack, Tabs } from '@chakra-ui/react';
import { tabsSlotRecipe } from '@chakra-ui/react/theme';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '@om/i18n';
import { BulkBar } from './BulkBar';
import { ColumnPicker, type ColumnPickerProps } from './ColumnPicker';
import { DataTable, type DataTableProps } from './DataTable';
import { ExportButton, type ExportButtonProps } from './ExportButton';
import { FilterBar, type FilterBarProps } from './FilterBar';
import { ImportDialog, type ImportDialogProps } from './ImportDialog';
import { PageHeader } from './PageHeader';
import { Pager, type PagerProps } from './Pager';
import type { BulkAction } from './types';

export interface ListViews {
  /** The tabs' accessible name. */
  label: string;
  items: readonly { key: string; label: string }[];
  active: string;
  onChange(key: string): void;
}

export interface ResourceListProps<Row> {
  title: string;
  /** Heading level 1 (a page) or none (a list inside a tab of a page). */
  headingless?: boolean;
  /** Create and other page actions, before the CSV buttons. */
  actions?: ReactNode;
  /** Between the title and the filters: figures about the list. */
  summary?: ReactNode;
  views?: ListViews;
  filters?: FilterBarProps;
  table: DataTableProps<Row>;
  columns?: ColumnPickerProps;
  pager: PagerProps;
  bulkActions?: readonly BulkAction[];
  csvExport?: ExportButtonProps;
  csvImport?: Omit<ImportDialogProps, 'open' | 'onClose'>;
}

/**
 * A resource's list page: title and actions, view tabs, filters, bulk actions for the selection,
 * the table (sorting, selection, loading/empty/error) and paging. Data and callbacks come in props.
 */
export function ResourceList<Row>(props: ResourceListProps<Row>) {
  const { t } = useTranslation('resource');
  const { table, views, filters, columns, pager, bulkActions, csvExport, csvImport } = props;
  const [importing, setImporting] = useState(false);
  const selection = table.selection;

  const actions = (
    <>
      {props.actions}
      {csvImport && (
        <Button size="sm" variant="outline" onClick={() => setImporting(true)}>
          {t('import.button')}
        </Button>
      )}
      {csvExport && <ExportButton {...csvExport} />}
      {columns && <ColumnPicker {...columns} />}
    </>
  );

  const body = (
    <Stack gap="4">
      {filters && filters.filters.length > 0 && <FilterBar {...filters} />}
      {selection && bulkActions && bulkActions.length > 0 && (
        <BulkBar selected={[...selection.selected]} actions={bulkActions} onClear={() => selection.onChange(new Set())} />
      )}
      <DataTable skeletonRows={pager.limit} {...table} />
      {!table.error && <Pager {...pager} />}
    </Stack>
  );

  return (
    <Stack gap="4">
      {props.headingless ? (
        <Stack direction="row" gap="2" justifyContent="flex-end" flexWrap="wrap">
          {actions}
        </Stack>
      ) : (
        <PageHeader title={props.title} actions={actions} />
      )}
      {props.summary}
      {views ? (
        // The list is the panel of the chosen view; the other panels stay empty.
        <Tabs.Root recipe={tabsSlotRecipe} value={views.active} onValueChange={(details) => views.onChange(details.value)} variant="line">
          <Tabs.List aria-label={views.label}>
            {views.items.map((view) => (
              <Tabs.Trigger key={view.key} value={view.key}>
                {view.label}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {views.items.map((view) => (
            <Tabs.Content key={view.key} value={view.key} paddingTop="4">
              {view.key === views.active ? body : null}
            </Tabs.Content>
          ))}
        </Tabs.Root>
      ) : (
        body
      )}
      {csvImport && <ImportDialog {...csvImport} open={importing} onClose={() => setImporting(false)} />}
    </Stack>
  );
}
