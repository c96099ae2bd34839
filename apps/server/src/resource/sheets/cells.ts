/**
 * One cell of a sheet as the import reads it and the export writes it, in either format (CSV or
 * .xlsx), and our own rule on top of the libraries: formula-injection protection.
 */

/** What a cell holds once read: text (CSV), or what a workbook stored (number, date, boolean). */
export type CellValue = string | number | boolean | Date | null;

/** One row of a sheet: the line (CSV) or row number (.xlsx) where it starts, and its cells. */
export interface SheetRow {
  line: number;
  cells: CellValue[];
}

// A cell starting with one of these is a formula to a spreadsheet (CSV injection): it is exported
// with a leading apostrophe, which the import removes again.
const FORMULA_START = /^[=+\-@\t\r]/;

/** Text a spreadsheet would run as a formula gets a leading apostrophe. */
export function protectText(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** Undoes the export's protection of formula-like cells. */
export function unprotectText(text: string): string {
  return text.startsWith("'") && FORMULA_START.test(text.slice(1)) ? text.slice(1) : text;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

/** A value the export writes: a day (YYYY-MM-DD) or an instant (ISO) becomes a date, numbers stay numbers. */
export type ExportCell = { kind: 'text'; text: string } | { kind: 'number'; value: number } | { kind: 'day'; value: Date } | { kind: 'instant'; value: Date } | { kind: 'empty' };

function itemText(item: unknown): string {
  return typeof item === 'object' && item !== null ? JSON.stringify(item) : String(item);
}

/** Classifies a DTO value for the export (arrays are `|`-joined, objects JSON). */
export function exportCell(value: unknown): ExportCell {
  if (value === null || value === undefined || value === '') return { kind: 'empty' };
  if (typeof value === 'number') return Number.isFinite(value) ? { kind: 'number', value } : { kind: 'empty' };
  if (value instanceof Date) return { kind: 'instant', value };
  if (typeof value === 'string') {
    if (DAY.test(value)) {
      const day = new Date(`${value}T00:00:00Z`);
      if (!Number.isNaN(day.getTime())) return { kind: 'day', value: day };
    }
    if (INSTANT.test(value)) {
      const instant = new Date(value);
      if (!Number.isNaN(instant.getTime())) return { kind: 'instant', value: instant };
    }
    return { kind: 'text', text: value };
  }
  if (Array.isArray(value)) return { kind: 'text', text: value.map(itemText).join('|') };
  return { kind: 'text', text: itemText(value) };
}

/** The text of an export cell in a CSV file (formula-like text protected; dates ISO). */
export function csvText(cell: ExportCell): string {
  switch (cell.kind) {
    case 'empty':
      return '';
    case 'number':
      return String(cell.value);
    case 'day':
      return cell.value.toISOString().slice(0, 10);
    case 'instant':
      return cell.value.toISOString();
    default:
      return protectText(cell.text);
  }
}

/** A read cell as text (dates as YYYY-MM-DD when they have no time of day, else ISO). */
export function cellText(value: CellValue): string {
  if (value === null) return '';
  if (value instanceof Date) {
    const iso = value.toISOString();
    return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso;
  }
  if (typeof value === 'string') return unprotectText(value);
  return String(value);
}

export function isBlank(value: CellValue): boolean {
  return value === null || (typeof value === 'string' && value.trim() === '');
}
