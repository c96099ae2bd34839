// Loads the console's real route declarations (apps/console/src/app/routeRecords.ts, which gathers
// features/*/routes.ts) and @om/auth's filters, bundled on the fly with esbuild, to compute the
// top-level menu a set of permission names yields, exactly as the console's Shell does:
//   toMenuEntries(filterRoutesByRoles(filterRoutesByModules(appRoutes, sks), roles))
// with hidden routes out and groups without visible entries out, titled by the English `route`
// catalogue. Page loaders (dynamic imports) are never called, so they stay external.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { root } from '../test/lib/proc.mjs';

export const ROUTE_RECORDS = join(root, 'apps/console/src/app/routeRecords.ts');

const stubAssets = {
  name: 'stub-assets-and-packages',
  setup(b) {
    b.onResolve({ filter: /.*/ }, (args) => {
      if (args.kind === 'dynamic-import') return { path: args.path, external: true };
      if (/\.(css|svg|png|jpe?g|gif|webp|woff2?)(\?.*)?$/.test(args.path)) return { path: args.path, namespace: 'stub' };
      // Workspace libs are bundled from source; other packages load from node_modules at run time.
      if (!args.path.startsWith('.') && !args.path.startsWith('/') && !args.path.startsWith('@om/')) return { path: args.path, external: true };
      return undefined;
    });
    b.onLoad({ filter: /.*/, namespace: 'stub' }, () => ({ contents: 'export default "";', loader: 'js' }));
  },
};

function lookup(catalogue, key) {
  if (key in catalogue && typeof catalogue[key] === 'string') return catalogue[key];
  let node = catalogue;
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object' || !(part in node)) return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** The console's route module: appRoutes (built), declaredRoutes (all) and @om/auth's route helpers. */
async function loadDeclarations() {
  const out = join(root, 'tools/e2e/output');
  mkdirSync(out, { recursive: true });
  const file = join(out, `.routes-${process.pid}.mjs`);
  const result = await build({
    stdin: {
      contents: [
        `export { appRoutes, declaredRoutes } from ${JSON.stringify(ROUTE_RECORDS)};`,
        `export { filterRoutesByModules, filterRoutesByRoles, flattenRoutes, MODULE_KEYS } from '@om/auth/core';`,
      ].join('\n'),
      resolveDir: root,
      loader: 'ts',
    },
    bundle: true,
    platform: 'node',
    format: 'esm',
    write: false,
    logLevel: 'silent',
    plugins: [stubAssets],
  });
  writeFileSync(file, result.outputFiles[0].text);
  let mod;
  try {
    mod = await import(pathToFileURL(file).href);
  } finally {
    rmSync(file, { force: true });
  }
  return mod;
}

const englishRoutes = () => JSON.parse(readFileSync(join(root, 'libs/i18n/src/locales/en/route.json'), 'utf8'));

/** Declared menu pages that are not built yet: { path, title } in English. */
export async function unbuiltPages() {
  const mod = await loadDeclarations();
  const catalogue = englishRoutes();
  return mod
    .flattenRoutes(mod.declaredRoutes ?? [])
    .filter(({ route }) => !route.children && !route.page && !route.hidden)
    .map(({ fullPath, route }) => ({ path: fullPath, title: lookup(catalogue, route.title) ?? route.title }));
}

/** Returns (roles, enabledSks) → English titles of the top-level menu entries. */
export async function loadMenuDeriver() {
  const mod = await loadDeclarations();
  const catalogue = englishRoutes();
  return (roles, enabledSks = mod.MODULE_KEYS) => {
    const visible = mod.filterRoutesByRoles(mod.filterRoutesByModules(mod.appRoutes, enabledSks), roles);
    const hasEntry = (record) => !record.hidden && (!record.children?.length || record.children.some(hasEntry));
    return visible.filter(hasEntry).map((record) => lookup(catalogue, record.title) ?? `?${record.title}`);
  };
}
