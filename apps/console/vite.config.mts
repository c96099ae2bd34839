import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { pathChunkNames } from '../../tools/build/path-chunks.mjs';
import { precompress } from '../../tools/build/precompress.mjs';

/** The API server in development (`npm run dev`); production serves everything from one origin. */
const API_SERVER = process.env.OM_API_URL ?? 'http://127.0.0.1:8080';
const proxied = ['/api', '/admin', '/user', '/c.bin', '/openapi.json'];

const CHAKRA_PURE_BUILDERS = ['defineConfig', 'defineRecipe', 'defineSlotRecipe', 'defineTokens', 'defineSemanticTokens', 'defineGlobalStyles', 'defineTextStyles', 'defineLayerStyles', 'defineAnimationStyles', 'defineKeyframes', 'createAnatomy'];

// react-router 7 publishes a production build (dist/production: dev warnings off) but its package
// exports only name dist/development, whatever the mode; the build takes the production files.
const REACT_ROUTER_DIST = join(dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist');
const reactRouterBuild = (mode: string) =>
  mode === 'production'
    ? [
        { find: /^react-router$/, replacement: join(REACT_ROUTER_DIST, 'production/index.mjs') },
        { find: /^react-router\/dom$/, replacement: join(REACT_ROUTER_DIST, 'production/dom-export.mjs') },
      ]
    : [];

// react-i18next imports use-sync-external-store's shim for React < 18; React 19 has the hook.
const SYNC_EXTERNAL_STORE_SHIM = { find: /^use-sync-external-store\/shim$/, replacement: join(import.meta.dirname, '../../tools/build/use-sync-external-store-shim.mjs') };

const LAZY_RECIPES = /[\\/]theme[\\/](slot-)?recipes[\\/](?!(button|heading|input|spinner)\.js$)/;

// A signed-in first page loads the shell's code, then its page's: in a few chunks (tools/build/path-chunks.mjs)
// instead of ~35 and ~55 small ones. What /login loads stays out of them. The list pages' common code
// (ResourceListPage: the table, filters, dialogs) is one chunk, the device ledger's own another, and
// what the landing page (the dashboard) shares with the ledger a third, so neither page loads the other.
const src = (file: string) => join(import.meta.dirname, 'src', file);
const SIGN_IN_SCREEN = src('features/auth/pages/SignInScreen.tsx');
const DASHBOARD = src('features/dashboard/pages/DashboardPage.tsx');
const DEVICE_LIST = src('features/device/ledger/DevicesPage.tsx');
const signedInPaths = pathChunkNames([
  { name: 'signed-in', roots: ['app/router.ts', 'app/loadedRoutes.ts', 'app/apiState.ts', 'app/layout/Shell.tsx', 'app/shellState.ts'].map(src), exclude: [SIGN_IN_SCREEN] },
  { name: 'pages-common', roots: [DASHBOARD], within: [DEVICE_LIST], exclude: ['signed-in', SIGN_IN_SCREEN] },
  { name: 'resource-list', roots: [src('shared/resource/ResourceListPage.tsx')], exclude: ['signed-in', 'pages-common', SIGN_IN_SCREEN, DASHBOARD] },
  { name: 'device-list', roots: [DEVICE_LIST], exclude: ['signed-in', 'pages-common', 'resource-list', SIGN_IN_SCREEN, DASHBOARD] },
]);

export default defineConfig(({ mode }) => ({
  root: import.meta.dirname,
  resolve: { alias: [...reactRouterBuild(mode), SYNC_EXTERNAL_STORE_SHIM] },
  base: '/',
  cacheDir: '../../node_modules/.vite/apps/console',
  server: {
    port: 4200,
    host: 'localhost',
    proxy: Object.fromEntries(proxied.map((path) => [path, { target: API_SERVER, changeOrigin: false }])),
  },
  preview: {
    port: 4300,
    host: 'localhost',
    proxy: Object.fromEntries(proxied.map((path) => [path, { target: API_SERVER, changeOrigin: false }])),
  },
  plugins: [react(), precompress()],
  build: {
    outDir: './dist',
    emptyOutDir: true,
    reportCompressedSize: true,
    rolldownOptions: {
      // Chakra's theme module builds its full default config (every recipe) at load time; these
      // builders are pure, so the recipes libs/ui does not pick are dropped.
      // emotion's entry imports hoist-non-react-statics for its side effects (it has none: CommonJS
      // with a copy of react-is, 0.9 kB gzip in the first chunk) while only withTheme, unused, calls it.
      treeshake: { manualPureFunctions: CHAKRA_PURE_BUILDERS, moduleSideEffects: [{ test: /[\\/]node_modules[\\/]hoist-non-react-statics[\\/]/, sideEffects: false }] },
      output: {
        // Everything the entry imports statically in one chunk: split into a dozen small shared
        // chunks (rolldown's default), the first page compresses worse and takes more requests.
        // Chakra's recipes stay out but for the four the entry's system registers (libs/ui theme/system.ts):
        // the lazily loaded pages bring the others. (Leaving those four out would run the system before them.)
        // Two libraries loaded lazily by one feature each get a chunk of their own, named for the bench's
        // per-chunk budget (tools/bench/run.mjs LAZY_LIBRARY_CHUNKS): ECharts (the first chart) and
        // pinyin-pro (the header search in Chinese with pinyin on).
        codeSplitting: {
          groups: [
            { name: 'boot', tags: ['$initial'], test: (id: string) => !LAZY_RECIPES.test(id) },
            { name: 'vendor-echarts', priority: 10, test: /[\\/]node_modules[\\/](echarts|zrender|echarts-for-react)[\\/]/ },
            { name: 'vendor-pinyin', priority: 10, test: /[\\/]node_modules[\\/]pinyin-pro[\\/]/ },
            { name: signedInPaths },
          ],
          includeDependenciesRecursively: false,
        },
      },
    },
  },
}));
