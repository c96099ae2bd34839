import { inflateSync } from 'node:zlib';

/** PDFs larger than this are not read for their text. */
export const PDF_TEXT_MAX_BYTES = 10 * 1024 * 1024;

function unescapeLiteral(text: string): string {
  return text.replace(/\\([nrtbf()\\]|[0-7]{1,3})/g, (_match, code: string) => {
    const simple: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f', '(': '(', ')': ')', '\\': '\\' };
    return simple[code] ?? String.fromCharCode(parseInt(code, 8));
  });
}

/**
 * The text a simple PDF shows: the literal strings of the text operators (Tj, TJ, ', ") in its content
 * streams, uncompressed or FlateDecode. Cheap and partial by design: fonts with CID encodings (most
 * Chinese PDFs) or other filters yield nothing, and that is fine — titles and tags are searched anyway.
 */
export function extractPdfText(pdf: Buffer, limit = 4000): string {
  const source = pdf.toString('latin1');
  const parts: string[] = [];
  let length = 0;
  const streams = /<<([^]*?)>>\s*stream\r?\n/g;
  for (let match = streams.exec(source); match && length < limit; match = streams.exec(source)) {
    const start = match.index + match[0].length;
    const end = source.indexOf('endstream', start);
    if (end < 0) break;
    let body = pdf.subarray(start, end);
    const dictionary = match[1] ?? '';
    if (/\/Filter\s*\/FlateDecode/.test(dictionary)) {
      try {
        body = inflateSync(body);
      } catch {
        continue;
      }
    } else if (/\/Filter/.test(dictionary)) continue;
    const text = body.toString('latin1');
    if (!/\b(Tj|TJ)\b|'\s*$/m.test(text)) continue;
    for (const string of text.matchAll(/\(((?:\\.|[^\\)])*)\)/g)) {
      const shown = unescapeLiteral(string[1] ?? '');
      parts.push(shown);
      length += shown.length + 1;
    }
  }
  return parts.join(' ').replace(/\s+/g, ' ').trim().slice(0, limit);
}
