import { Readable } from 'node:stream';
import JSZip from 'jszip';
import { decodeXml } from '../../files/xml-entities';
import { readZipPart } from '../../files/zip-part';

/** A worksheet of a workbook: its tab name and its part in the zip. */
export interface WorkbookSheet {
  name: string;
  path: string;
}

const WORKBOOK = 'xl/workbook.xml';
const WORKBOOK_RELS = 'xl/_rels/workbook.xml.rels';
const SHARED_STRINGS = 'xl/sharedStrings.xml';
/** What exceljs's streaming reader needs to have read before a worksheet's cells mean anything. */
const LEADING_PARTS = ['[Content_Types].xml', '_rels/.rels', WORKBOOK_RELS, WORKBOOK, SHARED_STRINGS, 'xl/styles.xml'];
const EMPTY_SHARED_STRINGS = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="0" uniqueCount="0"/>';
const READER_SHEET_PATH = /^xl\/worksheets\/sheet\d+\.xml$/;

function attribute(element: string, name: RegExp): string | undefined {
  const match = new RegExp(`\\s${name.source}\\s*=\\s*(["'])(.*?)\\1`, 's').exec(element);
  return match?.[2] === undefined ? undefined : decodeXml(match[2]);
}

/** The workbook's list of sheets and its relationships are a few kB; beyond this a part is refused, never inflated whole. */
const MAX_INDEX_BYTES = 4 * 1024 * 1024;

async function partText(zip: JSZip, path: string): Promise<string> {
  const part = zip.file(path);
  if (!part) throw new Error(`the workbook has no ${path}`);
  const { text, cut } = await readZipPart(part, MAX_INDEX_BYTES);
  if (cut) throw new Error(`${path} is larger than ${MAX_INDEX_BYTES} bytes`);
  return text;
}

function partPath(target: string): string {
  return target.startsWith('/') ? target.slice(1) : `xl/${target}`;
}

/** The workbook's worksheets in tab order (xl/workbook.xml, each sheet's part by its relationship). */
export async function workbookSheets(zip: JSZip): Promise<WorkbookSheet[]> {
  const targets = new Map<string, string>();
  for (const [relationship] of (await partText(zip, WORKBOOK_RELS)).matchAll(/<(?:\w+:)?Relationship\b[^>]*>/g)) {
    const id = attribute(relationship, /Id/);
    const target = attribute(relationship, /Target/);
    // Chart sheets and dialog sheets are tabs too, but hold no rows.
    if (id !== undefined && target !== undefined && attribute(relationship, /Type/)?.endsWith('/worksheet')) targets.set(id, partPath(target));
  }
  const sheets: WorkbookSheet[] = [];
  for (const [element] of (await partText(zip, WORKBOOK)).matchAll(/<(?:\w+:)?sheet\b[^>]*>/g)) {
    const path = targets.get(attribute(element, /[\w.-]+:id/) ?? '');
    if (path !== undefined && zip.file(path)) sheets.push({ name: attribute(element, /name/) ?? '', path });
  }
  return sheets;
}

/**
 * The zip exceljs's streaming reader is given for one worksheet: the parts it needs first, then that
 * worksheet last and alone, stored. Its reader takes parts in zip order and, when a worksheet comes
 * before the shared strings (or there are none), parks it in a temporary file; the zip parser can
 * then end before the parts after it are read, and the sheet's dates come out as plain numbers
 * (exceljs 4.4 with unzipper 0.10; seen with its own writer's files, whose styles come last).
 */
export function readerInput(zip: JSZip, sheet: WorkbookSheet): Readable {
  const input = new JSZip();
  for (const path of LEADING_PARTS) {
    const part = zip.file(path);
    if (part) input.file(path, part.nodeStream('nodebuffer'));
    else if (path === SHARED_STRINGS) input.file(path, EMPTY_SHARED_STRINGS);
  }
  const worksheet = zip.file(sheet.path);
  if (worksheet) input.file(READER_SHEET_PATH.test(sheet.path) ? sheet.path : 'xl/worksheets/sheet1.xml', worksheet.nodeStream('nodebuffer'));
  // JSZip streams are readable-stream 2 objects, which exceljs does not take for streams: wrapped as Node's own.
  return new Readable().wrap(input.generateNodeStream({ streamFiles: true, compression: 'STORE' }));
}
