import { chmodSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

export const DIR_MODE = 0o700;
export const FILE_MODE = 0o600;

/**
 * DATA_DIR holds the database files and the uploads: only the server's own user may read or write
 * them. Creates the folder with mode 0700, narrows an existing tree (folders 0700, files 0600 — PGlite
 * used to leave its files world-writable) and sets the process umask to 077, so every file written
 * later (PGlite's new relation files, uploads) is created 0600 too. Answers how many modes it fixed.
 */
export function secureDataDir(dataDir: string): number {
  process.umask(0o077);
  mkdirSync(dataDir, { recursive: true, mode: DIR_MODE });
  let fixed = 0;
  const stack = [dataDir];
  while (stack.length) {
    const path = stack.pop();
    if (path === undefined) break;
    const stat = lstatSync(path);
    if (stat.isSymbolicLink()) continue;
    const wanted = stat.isDirectory() ? DIR_MODE : FILE_MODE;
    if ((stat.mode & 0o777) !== wanted) {
      chmodSync(path, wanted);
      fixed += 1;
    }
    if (stat.isDirectory()) for (const name of readdirSync(path)) stack.push(join(path, name));
  }
  return fixed;
}
