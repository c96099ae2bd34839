import JSZip from 'jszip';
import { decodeXml } from './xml-entities';
import { readZipPart } from './zip-part';

/** XML read at most from one part of an Office file (a guard against zip bombs: the rest is never inflated). */
const MAX_XML_BYTES = 4 * 1024 * 1024;

/** The parts of each Office format that hold its text, and the element that carries it. */
const FORMATS = {
  docx: { parts: (names: string[]) => names.filter((name) => name === 'word/document.xml'), element: 'w:t', block: 'w:p' },
  xlsx: {
    parts: (names: string[]) => [...names.filter((name) => name === 'xl/sharedStrings.xml'), ...names.filter((name) => /^xl\/worksheets\/sheet\d+\.xml$/.test(name)).sort(byNumber)],
    element: 't',
    block: 'si|row',
  },
  pptx: { parts: (names: string[]) => names.filter((name) => /^ppt\/slides\/slide\d+\.xml$/.test(name)).sort(byNumber), element: 'a:t', block: 'a:p' },
} as const;
export type OfficeFormat = keyof typeof FORMATS;

function byNumber(a: string, b: string): number {
  return Number(/(\d+)\.xml$/.exec(a)?.[1]) - Number(/(\d+)\.xml$/.exec(b)?.[1]);
}

/** The text nodes of `element` in one XML part, one line per block (paragraph, shared string, row). */
function textOf(xml: string, element: string, block: string): string {
  const pattern = new RegExp(`<(${element})(?:\\s[^>]*)?>([^<]*)</\\1>|</(?:${block})>`, 'g');
  let text = '';
  for (const match of xml.matchAll(pattern)) text += match[1] ? decodeXml(match[2] ?? '') : '\n';
  return text;
}

/**
 * The text of a Word document, Excel workbook or PowerPoint deck (Office Open XML: a zip of XML
 * parts), up to `limit` characters. A damaged file yields ''.
 */
export async function extractOfficeText(bytes: Buffer, format: OfficeFormat, limit = 4000): Promise<string> {
  const { parts, element, block } = FORMATS[format];
  let text = '';
  try {
    const zip = await JSZip.loadAsync(bytes);
    for (const name of parts(Object.keys(zip.files))) {
      const file = zip.file(name);
      if (!file) continue;
      text += `${textOf((await readZipPart(file, MAX_XML_BYTES)).text, element, block)}\n`;
      if (text.length >= limit * 2) break;
    }
  } catch {
    return '';
  }
  return text.replace(/\s+/g, ' ').trim().slice(0, limit);
}
