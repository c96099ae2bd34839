import JSZip from 'jszip';
import { exportCell, type SheetRow } from './cells';
import { SheetSyntaxError } from './csv-file';
import { readXlsx, xlsxStream } from './xlsx-file';
import { workbookSheets } from './xlsx-parts';

// A slow disk (a busy CI machine): exceljs's streaming reader parks a worksheet that comes before the
// shared strings in a temporary file, and its zip parser could end before the styles after it were read.
jest.mock('tmp', () => {
  const actual: unknown = jest.requireActual('tmp');
  const file: unknown = typeof actual === 'object' && actual !== null ? Reflect.get(actual, 'file') : undefined;
  return {
    ...(typeof actual === 'object' ? actual : {}),
    file: (...args: unknown[]) => setTimeout(() => (typeof file === 'function' ? Reflect.apply(file, actual, args) : undefined), 50),
  };
});

async function all(rows: AsyncIterable<SheetRow>): Promise<SheetRow[]> {
  const result: SheetRow[] = [];
  for await (const row of rows) result.push(row);
  return result;
}

async function exportedWorkbook(): Promise<Buffer> {
  async function* batches() {
    yield [[exportCell('A-1'), exportCell('2025-01-02'), exportCell('2026-01-02')], [exportCell('A-2'), exportCell(''), exportCell('2030-12-31')]];
  }
  const chunks: Buffer[] = [];
  for await (const chunk of xlsxStream('Sheet', ['code', 'last', 'next'], batches())) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

function sheetXml(text: string): string {
  return `<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData><row r="1"><c r="A1" t="str"><v>${text}</v></c></row></sheetData></worksheet>`;
}

/** A workbook whose tab order is not its parts' order, a chart sheet first, one relationship absolute, a name with an entity. */
async function reorderedWorkbook(): Promise<Buffer> {
  const zip = new JSZip();
  zip.file('xl/worksheets/sheet1.xml', sheetXml('first part'));
  zip.file('xl/worksheets/sheet2.xml', sheetXml('first tab'));
  zip.file('xl/chartsheets/sheet1.xml', '<chartsheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"/>');
  zip.file(
    'xl/_rels/workbook.xml.rels',
    `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/><Relationship Target='/xl/worksheets/sheet2.xml' Id='rId2' Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet"/><Relationship Id="rId3" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/chartsheet" Target="chartsheets/sheet1.xml"/></Relationships>`,
  );
  zip.file(
    'xl/workbook.xml',
    `<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Chart" sheetId="3" r:id="rId3"/><sheet name="Plan" sheetId="2" r:id="rId2"/><sheet name="R&amp;D" sheetId="1" r:id="rId1"/></sheets></workbook>`,
  );
  return zip.generateAsync({ type: 'nodebuffer' });
}

describe('.xlsx parts (the zip exceljs reads)', () => {
  it('reads the dates of an exported workbook as dates while temporary files are slow', async () => {
    const rows = await all(readXlsx(await exportedWorkbook()));
    expect(rows.map((row) => row.cells)).toEqual([
      ['code', 'last', 'next'],
      ['A-1', new Date('2025-01-02T00:00:00Z'), new Date('2026-01-02T00:00:00Z')],
      ['A-2', null, new Date('2030-12-31T00:00:00Z')],
    ]);
  });

  it('lists the worksheets in tab order (no chart sheets), names decoded, relationships relative or absolute', async () => {
    const zip = await JSZip.loadAsync(await reorderedWorkbook());
    expect(await workbookSheets(zip)).toEqual([
      { name: 'Plan', path: 'xl/worksheets/sheet2.xml' },
      { name: 'R&D', path: 'xl/worksheets/sheet1.xml' },
    ]);
  });

  it('reads the first worksheet tab, not the first part, and a sheet by its decoded name', async () => {
    const file = await reorderedWorkbook();
    expect((await all(readXlsx(file))).map((row) => row.cells)).toEqual([['first tab']]);
    expect((await all(readXlsx(file, 'R&D'))).map((row) => row.cells)).toEqual([['first part']]);
  });

  it('refuses a workbook whose list of sheets is a zip bomb, without inflating it whole', async () => {
    const zip = await JSZip.loadAsync(await reorderedWorkbook());
    zip.file('xl/workbook.xml', `<workbook><sheets>${'<!-- filler -->'.repeat(400_000)}</sheets></workbook>`);
    const file = await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
    expect(file.length).toBeLessThan(100_000);
    await expect(all(readXlsx(file))).rejects.toBeInstanceOf(SheetSyntaxError);
  });
});
