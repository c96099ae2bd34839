/** The pure part of the permission matrix: which boxes a click turns on or off. */

export interface MatrixRow {
  key: string;
  label: string;
  /** The actions this page has (a cell without one shows nothing). */
  actions: readonly string[];
}

export interface MatrixGroup {
  key: string;
  label: string;
  rows: readonly MatrixRow[];
}

/** The action every other action of a page needs: a page you may not see you cannot act on. */
export const BASE_ACTION = 'view';

export const cellValue = (row: string, action: string): string => `${row}:${action}`;

/** Whether all of `cells` are chosen, some, or none. */
export function cellsState(cells: readonly string[], chosen: readonly string[]): boolean | 'indeterminate' {
  const count = cells.filter((cell) => chosen.includes(cell)).length;
  if (count === 0) return false;
  return count === cells.length ? true : 'indeterminate';
}

/** Keeps `view` wherever a page holds another action, and nothing of a page whose `view` was taken away. */
function withViewRule(rows: readonly MatrixRow[], next: readonly string[], removedView: ReadonlySet<string>): string[] {
  const out = new Set(next);
  for (const row of rows) {
    if (!row.actions.includes(BASE_ACTION)) continue;
    const view = cellValue(row.key, BASE_ACTION);
    const others = row.actions.filter((action) => action !== BASE_ACTION).map((action) => cellValue(row.key, action));
    if (removedView.has(view)) others.forEach((cell) => out.delete(cell));
    else if (others.some((cell) => out.has(cell))) out.add(view);
  }
  return [...out];
}

/** Turns `cells` all on, or all off when they were all on; other choices stay. */
export function toggleCells(rows: readonly MatrixRow[], cells: readonly string[], chosen: readonly string[]): string[] {
  const allOn = cellsState(cells, chosen) === true;
  const rest = chosen.filter((cell) => !cells.includes(cell));
  const removedView = new Set(allOn ? cells.filter((cell) => cell.endsWith(`:${BASE_ACTION}`)) : []);
  return withViewRule(rows, allOn ? rest : [...rest, ...cells], removedView);
}

export function rowCells(row: MatrixRow): string[] {
  return row.actions.map((action) => cellValue(row.key, action));
}

export function columnCells(rows: readonly MatrixRow[], action: string): string[] {
  return rows.filter((row) => row.actions.includes(action)).map((row) => cellValue(row.key, action));
}

export function groupCells(group: MatrixGroup): string[] {
  return group.rows.flatMap(rowCells);
}
