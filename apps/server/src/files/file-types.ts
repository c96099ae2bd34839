import { TextDecoder } from 'node:util';
/**
 * What the file store accepts, decided by the content (magic bytes), never by the name. The name's
 * extension only picks between types that share one container (DOCX / XLSX / PPTX are all ZIP; plain
 * text and CSV are both UTF-8 text), and only after the content matched.
 */
export interface SniffedType {
  contentType: string;
  /** Text types: the rest of the stream must stay valid UTF-8 without NUL bytes. */
  text: boolean;
}

/** Bytes read before the type is decided (and held back until then). */
export const SNIFF_BYTES = 512;

const startsWith = (head: Buffer, bytes: readonly number[], at = 0) => bytes.every((byte, index) => head[at + index] === byte);
const ascii = (head: Buffer, from: number, to: number) => head.subarray(from, to).toString('latin1');

const OFFICE: Record<string, string> = {
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
};

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/** Valid UTF-8 (a multi-byte character may be cut at the end of `head`) without NUL bytes. */
function looksLikeText(head: Buffer, complete: boolean): boolean {
  if (head.length === 0 || head.includes(0)) return false;
  const decoder = new TextDecoder('utf-8', { fatal: true });
  try {
    decoder.decode(head, { stream: !complete });
    return true;
  } catch {
    return false;
  }
}

/** The accepted type of a file whose first bytes are `head` (`complete`: the whole file), or undefined. */
export function sniffType(head: Buffer, name: string, complete: boolean): SniffedType | undefined {
  const binary = (contentType: string): SniffedType => ({ contentType, text: false });
  if (ascii(head, 0, 5) === '%PDF-') return binary('application/pdf');
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return binary('image/png');
  if (startsWith(head, [0xff, 0xd8, 0xff])) return binary('image/jpeg');
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP') return binary('image/webp');
  if (ascii(head, 0, 6) === 'GIF87a' || ascii(head, 0, 6) === 'GIF89a') return binary('image/gif');
  if (ascii(head, 4, 8) === 'ftyp') return binary('video/mp4');
  if (startsWith(head, [0x1a, 0x45, 0xdf, 0xa3])) return binary('video/webm');
  const extension = extensionOf(name);
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04])) {
    const office = OFFICE[extension];
    return office ? binary(office) : undefined;
  }
  if (looksLikeText(head, complete)) return { contentType: extension === 'csv' ? 'text/csv' : 'text/plain', text: true };
  return undefined;
}

/** Previewable in the browser (PDF and images are shown inline; everything else is downloaded). */
export function previewable(contentType: string): boolean {
  return contentType === 'application/pdf' || contentType.startsWith('image/') || contentType.startsWith('video/');
}

// Directories, control characters (NUL included) and bidirectional overrides never reach a stored name.
// eslint-disable-next-line no-control-regex
const UNSAFE = /[\u0000-\u001f\u007f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** The upload's own name: the last path segment, without control characters, at most 200 characters. */
export function cleanFileName(name: string): string {
  const base = name.replace(UNSAFE, '').split(/[\\/]/).pop() ?? '';
  const trimmed = base.trim().replace(/^\.+/, '').slice(0, 200);
  return trimmed || 'file';
}

/** `Content-Disposition` with an ASCII fallback and the UTF-8 name (RFC 6266 / 5987). */
export function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
