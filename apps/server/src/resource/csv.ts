/** CSV as Excel reads and writes it: RFC 4180 quoting, CRLF line ends, UTF-8 with a byte-order mark. */

export const BOM = '\uFEFF';

// A cell starting with one of these is a formula to a spreadsheet (CSV injection): it is exported
// with a leading apostrophe, which the import removes again.
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: unknown): string {
  let text: string;
  if (value === null || value === undefined) text = '';
  else if (Array.isArray(value)) text = value.map((item) => (typeof item === 'object' ? JSON.stringify(item) : String(item))).join('|');
  else if (value instanceof Date) text = value.toISOString();
  else if (typeof value === 'object') text = JSON.stringify(value);
  else text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(values: readonly unknown[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}

/** Undoes the export's protection of formula-like cells. */
export function unprotectCell(text: string): string {
  return text.startsWith("'") && FORMULA_START.test(text.slice(1)) ? text.slice(1) : text;
}

export class CsvSyntaxError extends Error {
  constructor(readonly line: number) {
    super(`unterminated quoted cell starting on line ${line}`);
    this.name = 'CsvSyntaxError';
  }
}

/** Parses CSV text (a leading BOM is ignored) into rows of cells; blank lines are skipped. */
export function parseCsv(input: string): { line: number; cells: string[] }[] {
  const text = input.startsWith(BOM) ? input.slice(1) : input;
  const rows: { line: number; cells: string[] }[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let rowLine = 1;
  let quoteLine = 1;
  const endRow = () => {
    cells.push(cell);
    if (!(cells.length === 1 && cells[0] === '')) rows.push({ line: rowLine, cells });
    cells = [];
    cell = '';
  };
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted) {
      if (char === '"') {
        if (text[i + 1] === '"') {
          cell += '"';
          i += 1;
        } else quoted = false;
      } else {
        if (char === '\n') line += 1;
        cell += char;
      }
    } else if (char === '"' && cell === '') {
      quoted = true;
      quoteLine = line;
    } else if (char === ',') {
      cells.push(cell);
      cell = '';
    } else if (char === '\r' || char === '\n') {
      if (char === '\r' && text[i + 1] === '\n') i += 1;
      endRow();
      line += 1;
      rowLine = line;
    } else cell += char;
  }
  if (quoted) throw new CsvSyntaxError(quoteLine);
  if (cell !== '' || cells.length) endRow();
  return rows;
}
