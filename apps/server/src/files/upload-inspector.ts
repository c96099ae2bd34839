import { createHash } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';
import { TextDecoder } from 'node:util';
import { SNIFF_BYTES, type SniffedType, sniffType } from './file-types';

const TEXT_EXCERPT_BYTES = 4096;

/** Why an upload was refused while it streamed. */
export class UploadRejected extends Error {
  constructor(readonly reason: 'type' | 'size') {
    super(reason === 'type' ? 'the content is not an accepted type' : 'the file is too large');
    this.name = 'UploadRejected';
  }
}

/**
 * Sits between the multipart part and the store: holds back the first bytes until the content names an
 * accepted type, keeps checking text files (UTF-8, no NUL) to the end, counts the bytes against the
 * limit and hashes them. Any refusal errors the stream, so the store discards what it wrote.
 */
export class UploadInspector extends Transform {
  private head: Buffer[] = [];
  private headLength = 0;
  private decoder: TextDecoder | undefined;
  type: SniffedType | undefined;
  size = 0;
  private readonly hash = createHash('sha256');
  /** The first bytes of a text file, for the keyword search. */
  private textStart = Buffer.alloc(0);

  constructor(
    private readonly name: string,
    private readonly maxBytes: number,
  ) {
    super();
  }

  /** The start of a text file as text (a character cut at the end is dropped); '' for other types. */
  get textExcerpt(): string {
    return this.type?.text ? new TextDecoder('utf-8').decode(this.textStart).replace(/\uFFFD+$/, '') : '';
  }

  get sha256(): string {
    return this.hash.copy().digest('hex');
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.size += chunk.length;
    if (this.size > this.maxBytes) return done(new UploadRejected('size'));
    this.hash.update(chunk);
    if (this.type) return done(this.checkText(chunk, false), chunk);
    this.head.push(chunk);
    this.headLength += chunk.length;
    if (this.headLength < SNIFF_BYTES) return done();
    done(this.decide(false));
  }

  override _flush(done: TransformCallback): void {
    if (!this.type) {
      const refused = this.decide(true);
      if (refused) return done(refused);
    }
    done(this.checkText(Buffer.alloc(0), true));
  }

  /** Decides the type from the held-back head and lets it through; an error when it is not accepted. */
  private decide(complete: boolean): Error | undefined {
    const head = Buffer.concat(this.head);
    this.head = [];
    this.type = sniffType(head, this.name, complete);
    if (!this.type) return new UploadRejected('type');
    if (this.type.text) this.decoder = new TextDecoder('utf-8', { fatal: true });
    const refused = this.checkText(head, false);
    if (!refused) this.push(head);
    return refused;
  }

  private checkText(chunk: Buffer, end: boolean): Error | undefined {
    if (!this.decoder) return undefined;
    if (chunk.includes(0)) return new UploadRejected('type');
    if (this.textStart.length < TEXT_EXCERPT_BYTES) this.textStart = Buffer.concat([this.textStart, chunk.subarray(0, TEXT_EXCERPT_BYTES - this.textStart.length)]);
    try {
      this.decoder.decode(chunk, { stream: !end });
      return undefined;
    } catch {
      return new UploadRejected('type');
    }
  }
}
