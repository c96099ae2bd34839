// Brotli and gzip copies of a build's text files, written next to them at build time (name.br,
// name.gz), so the server sends them by content negotiation without compressing per request
// (apps/server/src/http/static-files.ts). Used by the console's and the wallboard's vite configs.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { promisify } from 'node:util';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text types worth compressing; images and fonts (woff2) are compressed already. */
export const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|map|webmanifest)$/;
/** Below this a compressed copy saves less than its headers cost. */
export const MIN_BYTES = 1024;

async function* filesOf(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesOf(path);
    else if (entry.isFile()) yield path;
  }
}

/** Writes `.br` and `.gz` beside every compressible file of `dir`; answers how many files got copies. */
export async function precompressDir(dir) {
  let count = 0;
  for await (const path of filesOf(dir)) {
    if (!COMPRESSIBLE.test(path) || (await stat(path)).size < MIN_BYTES) continue;
    const content = await readFile(path);
    const [br, gzipped] = await Promise.all([
      brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length } }),
      gz(content, { level: 9 }),
    ]);
    // A copy that is not smaller would only cost a lookup.
    if (br.length < content.length) await writeFile(`${path}.br`, br);
    if (gzipped.length < content.length) await writeFile(`${path}.gz`, gzipped);
    count += 1;
  }
  return count;
}

/** The vite plugin: after the bundle is written (public files included), compress the output folder. */
export function precompress() {
  let outDir = 'dist';
  return {
    name: 'om-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir.startsWith('/') ? config.build.outDir : join(config.root, config.build.outDir);
    },
    async closeBundle() {
      const count = await precompressDir(outDir);
      this.info?.(`precompressed ${count} files (br, gz) in ${outDir}`);
    },
  };
}
