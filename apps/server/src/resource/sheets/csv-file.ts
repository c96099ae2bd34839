import { Readable, type Transform } from 'node:stream';
import { CsvError, parse } from 'csv-parse';
import { stringify } from 'csv-stringify';
import type { SheetRow } from './cells';

/** The file is not CSV a spreadsheet wrote (an unterminated quote, …): 400 naming the file. */
export class SheetSyntaxError extends Error {
  constructor(readonly line: number, cause?: unknown) {
    super(`the file cannot be read near line ${line}`, { cause });
    this.name = 'SheetSyntaxError';
  }
}

const LINE_BREAK = /\r\n|\r|\n/g;

/**
 * The rows of a CSV text (csv-parse, streamed): UTF-8 with or without a BOM, CRLF, LF or CR line
 * ends, RFC 4180 quoting (a stray quote inside a cell is kept). `line` is where the record starts.
 */
export async function* readCsv(text: string): AsyncGenerator<SheetRow> {
  const parser = Readable.from([text]).pipe(
    parse({ bom: true, relax_column_count: true, relax_quotes: true, raw: true, record_delimiter: ['\r\n', '\n', '\r'] }),
  );
  let line = 1;
  try {
    for await (const item of parser) {
      const record: unknown = Reflect.get(item, 'record');
      const raw: unknown = Reflect.get(item, 'raw');
      const start = line;
      line += typeof raw === 'string' ? (raw.match(LINE_BREAK)?.length ?? 0) : 1;
      if (Array.isArray(record)) yield { line: start, cells: record.map((cell) => (typeof cell === 'string' ? cell : String(cell))) };
    }
  } catch (error) {
    if (error instanceof CsvError) throw new SheetSyntaxError(line, error);
    throw error;
  }
}

/**
 * A CSV writer as Excel reads it (csv-stringify): a byte-order mark, CRLF line ends, cells with a
 * line break quoted too. Write arrays of cell texts; end it to finish the file.
 */
export function csvWriter(): Transform {
  return stringify({ bom: true, record_delimiter: 'windows', quoted_match: /[\r\n]/ });
}
