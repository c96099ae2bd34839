import { dirname, join } from 'node:path';

/** Files larger than this are not read for their text (PDF and Office alike). */
export const PDF_TEXT_MAX_BYTES = 10 * 1024 * 1024;
/** Pages read at most: the start of a manual names what it is about; the rest would only cost time. */
const MAX_PAGES = 30;

type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');
let loading: Promise<PdfJs> | undefined;

/**
 * pdf.js (Apache-2.0), loaded on first use. In Node it parses on the calling thread through the
 * worker module it finds on `globalThis.pdfjsWorker`, so no worker file has to be located at run time.
 */
function pdfjs(): Promise<PdfJs> {
  loading ??= (async () => {
    const worker = await import('pdfjs-dist/legacy/build/pdf.worker.mjs');
    Object.assign(globalThis, { pdfjsWorker: worker });
    return import('pdfjs-dist/legacy/build/pdf.mjs');
  })();
  return loading;
}

/** The folder of pdf.js's character maps (CJK encodings such as UniGB-UCS2-H, Adobe-Japan1), with the slash pdf.js expects. */
function cMapFolder(): string {
  return `${join(dirname(require.resolve('pdfjs-dist/package.json')), 'cmaps')}/`;
}

/**
 * The text a PDF shows, in reading order per page, up to `limit` characters: simple fonts and CID
 * fonts alike (Chinese, Japanese and Korean through their ToUnicode maps or the predefined character
 * maps pdf.js ships). A file pdf.js cannot read yields '' — titles and tags are searched anyway.
 */
export async function extractPdfText(pdf: Buffer, limit = 4000): Promise<string> {
  const { getDocument } = await pdfjs();
  const task = getDocument({
    data: new Uint8Array(pdf),
    cMapUrl: cMapFolder(),
    cMapPacked: true,
    disableFontFace: true,
    useSystemFonts: false,
    isEvalSupported: false,
    stopAtErrors: false,
    verbosity: 0,
  });
  const parts: string[] = [];
  let length = 0;
  try {
    const document = await task.promise;
    for (let number = 1; number <= Math.min(document.numPages, MAX_PAGES) && length < limit; number++) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      for (const item of content.items) {
        if (!('str' in item)) continue;
        parts.push(item.str, item.hasEOL ? '\n' : '');
        length += item.str.length + 1;
      }
      page.cleanup();
    }
  } catch {
    return parts.join('').replace(/\s+/g, ' ').trim().slice(0, limit);
  } finally {
    await task.destroy();
  }
  return parts.join('').replace(/\s+/g, ' ').trim().slice(0, limit);
}
