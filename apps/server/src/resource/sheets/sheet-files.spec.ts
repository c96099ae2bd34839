import { Readable } from 'node:stream';
import * as ExcelJS from 'exceljs';
import { cellText, csvText, exportCell, type SheetRow } from './cells';
import { csvWriter, readCsv, SheetSyntaxError } from './csv-file';
import { readXlsx, SheetNotFoundError, xlsxStream } from './xlsx-file';

async function all(rows: AsyncIterable<SheetRow>): Promise<SheetRow[]> {
  const result: SheetRow[] = [];
  for await (const row of rows) result.push(row);
  return result;
}

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

async function csvOf(records: string[][]): Promise<string> {
  return (await bytesOf(Readable.from(records).pipe(csvWriter()))).toString('utf8');
}

describe('CSV files (csv-parse / csv-stringify with our rules on top)', () => {
  it('writes a BOM, CRLF and quotes cells with separators, quotes or line breaks; reads them back with their start lines', async () => {
    const text = await csvOf([['code', 'note'], ['A', 'one, "two"'], ['B', 'line 1\nline 2'], ['C', 'plain']]);
    expect(text.startsWith('\uFEFFcode,note\r\n')).toBe(true);
    expect(text).toContain('"one, ""two"""');
    expect(await all(readCsv(text))).toEqual([
      { line: 1, cells: ['code', 'note'] },
      { line: 2, cells: ['A', 'one, "two"'] },
      { line: 3, cells: ['B', 'line 1\nline 2'] },
      { line: 5, cells: ['C', 'plain'] },
    ]);
  });

  it('reads LF and CR line ends and keeps the lines of blank rows counted', async () => {
    const rows = await all(readCsv('a,b\n\nc,d\re,f'));
    expect(rows.filter((row) => row.cells.some((cell) => cell !== ''))).toEqual([
      { line: 1, cells: ['a', 'b'] },
      { line: 3, cells: ['c', 'd'] },
      { line: 4, cells: ['e', 'f'] },
    ]);
  });

  it('protects formula-like text on export and the import takes it back unchanged', async () => {
    for (const text of ['=SUM(A1:A2)', '+1', '-x', '@cmd', '\tx']) {
      const written = csvText(exportCell(text));
      expect(written).toBe(`'${text}`);
      expect(cellText(written)).toBe(text);
    }
    expect(csvText(exportCell("'quoted"))).toBe("'quoted");
    expect(cellText("'quoted")).toBe("'quoted");
  });

  it('refuses an unterminated quote with the line it starts on', async () => {
    await expect(all(readCsv('a,b\r\n"open,x\r\n'))).rejects.toBeInstanceOf(SheetSyntaxError);
  });
});

async function workbookWithTraps(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Devices');
  sheet.addRow(['Code', 'Name', 'Power']);
  sheet.addRow(['P-1', 'Pump', { formula: '2*3', result: 6 }]);
  sheet.addRow(['P-2', 'Merged name', null]);
  sheet.mergeCells('B3:C3');
  sheet.addRow([]);
  sheet.addRow([null, null, null]);
  sheet.addRow(['P-3', { richText: [{ text: 'Rich ' }, { text: 'text' }] }, new Date(Date.UTC(2025, 2, 4))]);
  const notes = workbook.addWorksheet('Notes');
  notes.addRow(['Only', 'notes']);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

describe('.xlsx files (exceljs streaming reader and writer)', () => {
  it('reads the first sheet: formulas give their values, a merged range its first cell, rich text its text, empty rows nothing', async () => {
    const rows = (await all(readXlsx(await workbookWithTraps()))).filter((row) => row.cells.some((cell) => cell !== null && cell !== ''));
    expect(rows.map((row) => row.line)).toEqual([1, 2, 3, 6]);
    expect(rows[1]?.cells).toEqual(['P-1', 'Pump', 6]);
    expect(rows[2]?.cells.slice(0, 2)).toEqual(['P-2', 'Merged name']);
    expect(rows[2]?.cells[2] ?? null).toBeNull();
    expect(rows[3]?.cells[1]).toBe('Rich text');
    expect(cellText(rows[3]?.cells[2] ?? null)).toBe('2025-03-04');
  });

  it('reads the sheet the user picks, and names the sheets it has when the pick is not there', async () => {
    const file = await workbookWithTraps();
    expect((await all(readXlsx(file, 'Notes'))).map((row) => row.cells)).toEqual([['Only', 'notes']]);
    const missing = await all(readXlsx(file, 'Missing')).catch((error: unknown) => error);
    expect(missing).toBeInstanceOf(SheetNotFoundError);
    expect(missing instanceof SheetNotFoundError ? missing.names : []).toEqual(['Devices', 'Notes']);
  });

  it('refuses a file that is not a workbook', async () => {
    await expect(all(readXlsx(Buffer.from('not a zip at all')))).rejects.toBeInstanceOf(SheetSyntaxError);
  });

  it('writes a frozen bold header, fitted widths, days and instants as dates and numbers as numbers', async () => {
    async function* batches() {
      yield [[exportCell('P-1'), exportCell(7.5), exportCell('2025-03-04'), exportCell('2025-03-04T08:30:00.000Z'), exportCell('=1+1')]];
    }
    const file = await bytesOf(xlsxStream('device', ['Code', 'Power', 'Commissioned', 'Created', 'Note with a long header'], batches()));
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(new Uint8Array(file).buffer);
    const sheet = workbook.getWorksheet('device');
    expect(sheet?.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet?.getRow(1).font?.bold).toBe(true);
    const row = sheet?.getRow(2);
    expect(row?.getCell(1).value).toBe('P-1');
    expect(row?.getCell(2).value).toBe(7.5);
    expect(row?.getCell(3).value).toEqual(new Date('2025-03-04T00:00:00.000Z'));
    expect(row?.getCell(4).value).toEqual(new Date('2025-03-04T08:30:00.000Z'));
    // A workbook cell holds text as text: never a formula.
    expect(row?.getCell(5).value).toBe('=1+1');
    expect(row?.getCell(5).formula).toBeUndefined();
    expect(sheet?.getColumn(5).width).toBeGreaterThanOrEqual('Note with a long header'.length);
    expect(sheet?.getColumn(1).width).toBeLessThan(20);
  });

  it('streams 100,000 rows without holding the workbook: the heap stays bounded', async () => {
    const ROWS = 100_000;
    const BATCH = 500;
    let peak = 0;
    const before = process.memoryUsage().heapUsed;
    async function* batches() {
      for (let start = 0; start < ROWS; start += BATCH) {
        peak = Math.max(peak, process.memoryUsage().heapUsed - before);
        yield Array.from({ length: BATCH }, (_, index) => [
          exportCell(`D-${start + index}`),
          exportCell(`设备 ${start + index} with a name of some length`),
          exportCell(start + index),
          exportCell('2025-03-04'),
          exportCell('2025-03-04T08:30:00.000Z'),
          exportCell('in_use'),
        ]);
      }
    }
    let bytes = 0;
    for await (const chunk of xlsxStream('device', ['Code', 'Name', 'Number', 'Day', 'Instant', 'Status'], batches())) bytes += Buffer.byteLength(chunk);
    expect(bytes).toBeGreaterThan(1_000_000);
    // The file alone is several MB and 600,000 cells held as objects would take far more than this.
    expect(peak).toBeLessThan(150 * 1024 * 1024);
  }, 300_000);
});
