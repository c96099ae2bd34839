import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from '../../tools/build/precompress.mjs';

/** The API server in development; in production the server serves this app under /wallboard/. */
const API_SERVER = process.env.OM_API_URL ?? 'http://127.0.0.1:8080';
/** The console's sign-in page, where the wallboard sends a visitor without a session. */
const CONSOLE = process.env.OM_CONSOLE_URL ?? 'http://localhost:4200';
const proxy = {
  ...Object.fromEntries(['/api', '/admin', '/user', '/c.bin'].map((path) => [path, { target: API_SERVER }])),
  '/login': { target: CONSOLE },
};

const CHAKRA_PURE_BUILDERS = ['defineConfig', 'defineRecipe', 'defineSlotRecipe', 'defineTokens', 'defineSemanticTokens', 'defineGlobalStyles', 'defineTextStyles', 'defineLayerStyles', 'defineAnimationStyles', 'defineKeyframes', 'createAnatomy'];

export default defineConfig(() => ({
  root: import.meta.dirname,
  base: '/wallboard/',
  cacheDir: '../../node_modules/.vite/apps/wallboard',
  server: {
    port: 4201,
    host: 'localhost',
    proxy,
  },
  preview: {
    port: 4301,
    host: 'localhost',
    proxy,
  },
  plugins: [react(), precompress()],
  build: {
    outDir: './dist',
    emptyOutDir: true,
    reportCompressedSize: true,
    // The wallboard is one screen: a single chunk is intended (no router, no pages to split).
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      // Chakra's theme module builds its full default config (every recipe) at load time; these
      // builders are pure, so the recipes libs/ui does not pick are dropped.
      treeshake: { manualPureFunctions: CHAKRA_PURE_BUILDERS },
    },
  },
}));
