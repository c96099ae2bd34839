// pathChunkNames (path-chunks.mjs) on a small module graph, as rolldown's getModuleInfo describes it.
// The module is ESM and jest here runs CommonJS, so a child node process loads it and reports the groups.
const { execFileSync } = require('node:child_process');
const { join } = require('node:path');

const PATH_CHUNKS = join(__dirname, 'path-chunks.mjs');
const UI = '/repo/node_modules/@chakra-ui/react/dist/index.js';

/** id → { code, importedIds, exports }: a sign-in screen, a shell, a page and a library barrel. */
const GRAPH = {
  '/repo/src/SignIn.js': { code: 'import { Button } from "@chakra-ui/react";\nimport { t } from "./texts.js";\nexport const SignIn = () => [Button, t];', importedIds: [UI, '/repo/src/texts.js'] },
  '/repo/src/texts.js': { code: 'export const t = (key) => key;', importedIds: [] },
  [UI]: {
    code: 'export { Button } from "./button.js";\nexport { Dialog } from "./dialog.js";\nexport * from "./table.js";',
    importedIds: ['/repo/node_modules/@chakra-ui/react/dist/button.js', '/repo/node_modules/@chakra-ui/react/dist/dialog.js', '/repo/node_modules/@chakra-ui/react/dist/table.js'],
  },
  '/repo/node_modules/@chakra-ui/react/dist/button.js': { code: 'export const Button = 1;', importedIds: [] },
  '/repo/node_modules/@chakra-ui/react/dist/dialog.js': { code: 'export const Dialog = 2;', importedIds: [] },
  '/repo/node_modules/@chakra-ui/react/dist/table.js': { code: 'export const Table = 3;', importedIds: [], exports: ['Table'] },
  '/repo/src/Shell.js': {
    code: 'import { Dialog, Button } from "@chakra-ui/react";\nimport { t } from "./texts.js";\nimport "./polyfill.js";\nimport * as menu from "./menu.js";\nexport const Shell = () => [Dialog, Button, t, menu];',
    importedIds: [UI, '/repo/src/texts.js', '/repo/src/polyfill.js', '/repo/src/menu.js'],
  },
  '/repo/src/polyfill.js': { code: 'globalThis.x = 1;', importedIds: [] },
  '/repo/src/menu.js': { code: 'export const items = [];', importedIds: [] },
  '/repo/src/Page.js': {
    code: 'import { Table } from "@chakra-ui/react";\nimport { Shell } from "./Shell.js";\nimport { rows } from "./rows.js";\nexport const Page = () => [Table, Shell, rows];',
    importedIds: [UI, '/repo/src/Shell.js', '/repo/src/rows.js'],
  },
  '/repo/src/rows.js': { code: 'export const rows = [];', importedIds: [] },
  '/repo/src/Unrelated.js': { code: 'export const other = 1;', importedIds: [] },
};

const PATHS = [
  { name: 'signed-in', roots: ['/repo/src/Shell.js'], exclude: ['/repo/src/SignIn.js'] },
  { name: 'page', roots: ['/repo/src/Page.js'], exclude: ['signed-in', '/repo/src/SignIn.js'] },
];

function groups() {
  const driver = `
    const { pathChunkNames } = await import(${JSON.stringify(PATH_CHUNKS)});
    const graph = ${JSON.stringify(GRAPH)};
    const ctx = { getModuleInfo: (id) => (graph[id] ? { exports: [], ...graph[id] } : null) };
    const name = pathChunkNames(${JSON.stringify(PATHS)});
    console.log(JSON.stringify(Object.fromEntries(Object.keys(graph).map((id) => [id, name(id, ctx)]))));
  `;
  return JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', driver], { encoding: 'utf8' }));
}

describe('pathChunkNames', () => {
  const assigned = groups();

  it('puts what a path needs statically in its chunk: named imports, bare imports, namespaces', () => {
    expect(assigned['/repo/src/Shell.js']).toBe('signed-in');
    expect(assigned['/repo/src/polyfill.js']).toBe('signed-in');
    expect(assigned['/repo/src/menu.js']).toBe('signed-in');
    expect(assigned['/repo/src/Page.js']).toBe('page');
    expect(assigned['/repo/src/rows.js']).toBe('page');
  });

  it('follows a barrel by the names taken, through named and star re-exports', () => {
    expect(assigned['/repo/node_modules/@chakra-ui/react/dist/dialog.js']).toBe('signed-in');
    expect(assigned['/repo/node_modules/@chakra-ui/react/dist/table.js']).toBe('page');
    expect(assigned[UI]).toBeNull();
  });

  it('leaves out what an excluded root loads (the sign-in screen), and what no path needs', () => {
    expect(assigned['/repo/node_modules/@chakra-ui/react/dist/button.js']).toBeNull();
    expect(assigned['/repo/src/texts.js']).toBeNull();
    expect(assigned['/repo/src/SignIn.js']).toBeNull();
    expect(assigned['/repo/src/Unrelated.js']).toBeNull();
  });

  it('gives a module to the first path that holds it: the shell stays out of the page chunk', () => {
    expect(assigned['/repo/src/Shell.js']).not.toBe('page');
  });
});
