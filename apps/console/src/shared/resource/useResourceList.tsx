import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import type { ColumnSpec, SortState } from '@om/ui';
import { useColumnVisibility } from './columnVisibility';
import { CompanyName } from './names';
import { fromSortState, toListQuery, toSortState, type ListStateSpec } from './listState';
import { useLastPage, useListUrlState } from './useListUrlState';
import { useCsvExport, useCsvImport } from './useCsv';
import { useListScope } from './useListScope';
import { useResourceText } from './useResourceText';
import type { ListQueryBase, ResourceDefinition, ResourceRow } from './types';

/** The rows a page hands back to the list in the location's state: `{ selected: [ids] }`. */
export function selectionOf(state: unknown): number[] {
  if (typeof state !== 'object' || state === null || !('selected' in state) || !Array.isArray(state.selected)) return [];
  return state.selected.filter((id): id is number => Number.isInteger(id) && id > 0);
}

const companyOf = (row: object): number | undefined => {
  const id = Reflect.get(row, 'company_id');
  return typeof id === 'number' ? id : undefined;
};

/** A Company column when the rows come from more than one company; none otherwise. */
function companyColumnFor<Row extends ResourceRow>(rows: readonly Row[], header: string): ColumnSpec<Row> | undefined {
  const companies = new Set(rows.map(companyOf).filter((id) => id !== undefined));
  if (companies.size < 2) return undefined;
  return { key: 'company_id', header, cell: (row: Row) => <CompanyName id={companyOf(row)} />, hideable: false };
}

/**
 * Everything a resource list needs, wired: the list state in the URL (back, forward and reload keep
 * it), the request with the filter box's scope, the columns the user chose to see, the selection,
 * and CSV export and import.
 */
export function useResourceList<Row extends ResourceRow, Q extends ListQueryBase, C extends object, U extends object>(
  resource: ResourceDefinition<Row, Q, C, U>,
) {
  const { meta, list } = resource;
  const text = useResourceText(meta);
  const spec: ListStateSpec = useMemo(() => ({ sorts: list.sorts, defaultSort: list.defaultSort, filters: list.filters ?? [], views: list.views }), [list]);
  const { filters } = spec;
  const { state, change } = useListUrlState(spec);
  const scope = useListScope(list.scoped === true);
  const query = useMemo(() => toListQuery(state, spec, scope, list.fixed), [state, spec, scope, list.fixed]);
  const result = list.useList(query);
  // A page of rows is the page's costliest render: it runs at transition priority, which React splits
  // into short slices (the answer's arrival alone would block the main thread for the whole table).
  // Until it has rendered, the list counts as loading.
  const data = useDeferredValue(result.data);
  const loading = result.isFetching || data !== result.data;
  const queryKey = JSON.stringify(query);

  // Coming back from a page that worked on the selection (printing labels) brings it back.
  const { state: handedBack } = useLocation();
  const [selected, setSelected] = useState<Set<number>>(() => new Set(selectionOf(handedBack)));
  const selectedFor = useRef(queryKey);
  useEffect(() => {
    if (selectedFor.current === queryKey) return;
    selectedFor.current = queryKey;
    setSelected(new Set());
  }, [queryKey]);

  const total = data?.total;
  // Lists that stop counting (a million tasks, a common keyword) say so: the total is then a floor.
  const totalExact = Reflect.get(data ?? {}, 'total_exact') !== false;
  useLastPage(state, spec, totalExact ? total : undefined);

  const visibility = useColumnVisibility(meta.name, list.columns);
  const declared: ColumnSpec<Row>[] = list.columns.map((column) => ({
    key: column.key,
    header: text.field(column.key, column.label),
    cell: (row: Row) => (column.cell ? column.cell(row, text.context) : String(Reflect.get(row, column.key) ?? '')),
    sortable: column.sortable,
    hideable: column.hideable,
  }));
  const rows = data?.items ?? [];
  // Rows of several companies (a user who sees more than one) would look like duplicates: say whose they are.
  const companyColumn = list.columns.some((column) => column.key === 'company_id') ? undefined : companyColumnFor(rows, text.t('resource:list.company'));
  const columns = companyColumn ? [...declared.slice(0, 1), companyColumn, ...declared.slice(1)] : declared;

  const csvExport = useCsvExport(resource.csv?.export, query);
  const csvImport = useCsvImport(resource.csv?.useImport, resource.csv?.template);

  return {
    text,
    state,
    query,
    result,
    loading,
    rows,
    total: total ?? 0,
    totalExact,
    sort: toSortState(state.sort),
    onSortChange: (sort: SortState) => {
      const value = fromSortState(sort, list.sorts);
      if (value) change({ sort: value });
    },
    filters,
    onFilters: (values: Record<string, string>) => change({ filters: Object.fromEntries(Object.entries(values).filter(([, value]) => value !== '')) }),
    onView: (view: string) => change({ view, filters: {} }),
    onPage: (page: number) => change({ page }, true),
    onLimit: (limit: number) => change({ limit }),
    columns,
    visibleColumns: columns.filter((column) => !visibility.hidden.has(column.key)),
    visibility,
    selection: { selected, onChange: setSelected },
    csvExport,
    csvImport,
  };
}
