import type JSZip from 'jszip';

/**
 * The first `limit` bytes of one zip entry as text, inflated chunk by chunk (a guard against zip bombs:
 * the rest is never inflated), and whether the entry went on beyond them.
 */
export function readZipPart(file: JSZip.JSZipObject, limit: number): Promise<{ text: string; cut: boolean }> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let done = false;
    const stream = file.nodeStream('nodebuffer');
    const finish = (cut: boolean) => {
      if (done) return;
      done = true;
      resolve({ text: Buffer.concat(chunks).toString('utf8'), cut });
    };
    stream.on('data', (chunk: Buffer) => {
      if (done) return;
      chunks.push(chunk);
      size += chunk.length;
      if (size >= limit) {
        stream.pause();
        finish(true);
      }
    });
    stream.on('error', reject);
    stream.on('end', () => finish(false));
  });
}
