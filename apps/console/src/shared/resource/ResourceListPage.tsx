import { Button, Text } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { isApiFailure } from '@om/api';
import { useActions } from '@om/auth';
import { ConfirmDialog, ResourceList, RowActionsMenu, type BulkAction, type RowMenuItem } from '@om/ui';
import { detailHref } from './meta';
import { ResolvedFilters } from './ResolvedFilters';
import { ResourceFormDrawer, type FormTarget } from './ResourceFormDrawer';
import { useDeleteRows } from './useDeleteRows';
import { useResourceList } from './useResourceList';
import { useRouteTitle } from './useRouteTitle';
import type { ListQueryBase, ResourceDefinition, ResourceRow } from './types';

export interface RowActionContext {
  /** Opens the edit form of a row. */
  edit(id: number): void;
  /** Asks to delete a row. */
  remove(row: unknown): void;
  /** The user may edit rows of this resource (the `edit` action of its pages). */
  mayWrite: boolean;
}

export interface ResourceListPageProps<Row extends ResourceRow, Q extends ListQueryBase, C extends object, U extends object> {
  resource: ResourceDefinition<Row, Q, C, U>;
  /** Inside a tab of a page: no h1, the title names the table only. */
  headingless?: boolean;
  title?: string;
  /** More page actions (next to New). */
  actions?: ReactNode;
  /** How the row's actions name it (default: the resource's rowLabel), e.g. with translated values. */
  rowName?(row: Row): string;
  /** More row actions, in the row's compact menu before Edit and Delete. */
  rowMenu?(row: Row, context: RowActionContext): RowMenuItem[];
  /** No Edit/Delete/New even for writers (a read-only list). */
  readOnly?: boolean;
  /** Figures between the title and the filters; gets the list's request (same arguments: a cache hit, not a second call). */
  summary?(query: Q): ReactNode;
  /** More actions on the selected rows (before Delete selected); they show whenever the list is `selectable`. */
  bulkActions?: readonly BulkAction[];
}

/**
 * The generic list page of a resource: the declaration's columns, filters and views with the URL
 * state, New / Edit (drawer) / Delete (confirm) for holders of the write permission, bulk delete,
 * CSV export and import.
 */
export function ResourceListPage<Row extends ResourceRow, Q extends ListQueryBase, C extends object, U extends object>(
  props: ResourceListPageProps<Row, Q, C, U>,
) {
  const { resource } = props;
  const { meta } = resource;
  const list = useResourceList(resource);
  const { text } = list;
  const routeTitle = useRouteTitle(meta.titles.list);
  const title = props.title ?? routeTitle;
  const may = useActions(meta.permissions.write);
  const mayWrite = may.edit && !props.readOnly;
  const [form, setForm] = useState<FormTarget>();
  // The row just created: shown (first, if the list's page does not hold it) and pointed out.
  const [made, setMade] = useState<{ row: Row; query: string }>();
  const queryKey = JSON.stringify(list.query);
  const fresh = made?.query === queryKey ? made.row : undefined;
  const rows = fresh && !list.rows.some((row) => row.id === fresh.id) ? [fresh, ...list.rows] : list.rows;
  const deletion = useDeleteRows<Row>(resource.remove?.useMutation, resource.rowLabel, resource.remove?.undo);
  const error = list.result.error;

  const writable = !props.readOnly;
  const canCreate = writable && may.create && Boolean(resource.create && resource.fields?.length);
  const canEdit = mayWrite && Boolean(resource.update && resource.fields?.length);
  const canDelete = writable && may.delete && Boolean(resource.remove);
  const locked = (row: Row) => resource.locked?.(row) === true;

  // Destructive last (the bar also sets them apart).
  const bulkActions: BulkAction[] = [
    ...(resource.list.selectable ? (props.bulkActions ?? []) : []),
    ...(canDelete && resource.list.selectable
      ? [
          {
            key: 'delete',
            label: text.t('resource:list.deleteSelected'),
            tone: 'danger' as const,
            run: (ids: number[]) => deletion.ask(list.rows.filter((row) => ids.includes(row.id) && !locked(row))),
          },
        ]
      : []),
  ];

  /** The page's own actions, then Edit and Delete, behind the row's compact menu (View, a link, stays visible as the row's primary action). */
  const menuItems = (row: Row): RowMenuItem[] => {
    const open = () => setForm({ mode: 'edit', id: row.id });
    const own = props.rowMenu?.(row, { edit: (id) => setForm({ mode: 'edit', id }), remove: () => deletion.ask([row]), mayWrite }) ?? [];
    if (locked(row)) return own;
    return [
      ...own,
      ...(canEdit ? [{ key: 'edit', label: text.t('resource:list.edit'), onSelect: open }] : []),
      ...(canDelete ? [{ key: 'delete', label: text.t('resource:list.delete'), tone: 'danger' as const, onSelect: () => deletion.ask([row]) }] : []),
    ];
  };

  // Plain elements the table draws (data-row-actions, data-row-button: an xs ghost button): a page of
  // rows renders them 20 times, styled components would compute their styles 20 times (DataTable).
  const rowActions = (row: Row) => {
    const name = props.rowName?.(row) ?? resource.rowLabel(row);
    const href = detailHref(meta, row.id);
    return (
      <div data-row-actions="">
        {href && (
          <Link to={href} data-row-button="" aria-label={text.t('resource:list.viewRow', { name })}>
            {text.t('resource:list.view')}
          </Link>
        )}
        {canEdit && locked(row) && !href && (
          <button type="button" data-row-button="" aria-label={text.t('resource:list.viewRow', { name })} onClick={() => setForm({ mode: 'edit', id: row.id })}>
            {text.t('resource:list.view')}
          </button>
        )}
        <RowActionsMenu label={text.t('resource:list.actionsFor', { name })} items={menuItems(row)} />
      </div>
    );
  };

  const views = resource.list.views;
  return (
    <>
      <ResolvedFilters filters={list.filters} text={text.text}>
        {(specs) => (
          <ResourceList<Row>
            title={title}
            headingless={props.headingless}
            summary={props.summary?.(list.query)}
            actions={
              <>
                {props.actions}
                {canCreate && (
                  <Button size="sm" colorPalette="brand" onClick={() => setForm({ mode: 'create' })}>
                    {text.text(`resources.${meta.name}.create`)}
                  </Button>
                )}
              </>
            }
            views={
              views && list.state.view
                ? { label: title, items: views.map((view) => ({ key: view.key, label: text.text(view.label) })), active: list.state.view, onChange: list.onView }
                : undefined
            }
            filters={{ label: text.t('resource:list.filtersOf', { name: title }), filters: specs, values: list.state.filters, onApply: list.onFilters }}
            table={{
              caption: title,
              columns: list.visibleColumns,
              rows,
              highlight: fresh ? { id: fresh.id, label: text.t('resource:done.new') } : undefined,
              rowId: (row) => row.id,
              rowLabel: (row) => resource.rowLabel(row),
              sort: list.sort,
              onSortChange: list.onSortChange,
              selection: bulkActions.length ? list.selection : undefined,
              rowActions,
              loading: list.loading,
              error: error ? (isApiFailure(error) ? error.message : text.t('resource:list.loadFailed')) : undefined,
              onRetry: () => void list.result.refetch(),
              emptyText: text.t(Object.keys(list.state.filters).length ? 'resource:list.emptyFiltered' : 'resource:list.empty'),
            }}
            columns={{ columns: list.columns, hidden: list.visibility.hidden, onToggle: list.visibility.toggle, onReset: list.visibility.reset }}
            pager={{ page: list.state.page, limit: list.state.limit, total: list.total, totalExact: list.totalExact, shown: list.rows.length, onPageChange: list.onPage, onLimitChange: list.onLimit }}
            bulkActions={bulkActions}
            csvExport={may.export && resource.csv?.export ? list.csvExport : undefined}
            csvImport={
              writable && may.import && resource.csv?.useImport
                ? { title: text.t('resource:import.titleOf', { name: title }), ...list.csvImport }
                : undefined
            }
          />
        )}
      </ResolvedFilters>
      <ResourceFormDrawer
        resource={resource}
        target={form}
        onClose={() => setForm(undefined)}
        onSaved={(row, mode) => {
          if (mode === 'create') setMade({ row, query: queryKey });
        }}
      />
      <ConfirmDialog
        open={deletion.open}
        title={
          deletion.rows.length === 1 && deletion.rows[0]
            ? text.t('resource:confirm.deleteTitle', { name: resource.rowLabel(deletion.rows[0]) })
            : text.t('resource:confirm.deleteManyTitle', { count: deletion.rows.length })
        }
        confirmLabel={text.t('resource:list.delete')}
        tone="danger"
        busy={deletion.busy}
        error={deletion.error}
        onCancel={deletion.cancel}
        onConfirm={() =>
          void deletion.confirm().then((done) => {
            if (done) list.selection.onChange(new Set());
          })
        }
      >
        <Text>{text.t('resource:confirm.deleteText')}</Text>
      </ConfirmDialog>
    </>
  );
}
