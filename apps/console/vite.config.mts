import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/** The API server in development (`npm run dev`); production serves everything from one origin. */
const API_SERVER = process.env.OM_API_URL ?? 'http://127.0.0.1:8080';
const proxied = ['/api', '/admin', '/user', '/c.bin', '/openapi.json'];

const CHAKRA_PURE_BUILDERS = ['defineConfig', 'defineRecipe', 'defineSlotRecipe', 'defineTokens', 'defineSemanticTokens', 'defineGlobalStyles', 'defineTextStyles', 'defineLayerStyles', 'defineAnimationStyles', 'defineKeyframes', 'createAnatomy'];

export default defineConfig(() => ({
  root: import.meta.dirname,
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
  plugins: [react()],
  build: {
    outDir: './dist',
    emptyOutDir: true,
    reportCompressedSize: true,
    rolldownOptions: {
      // Chakra's theme module builds its full default config (every recipe) at load time; these
      // builders are pure, so the recipes libs/ui does not pick are dropped.
      treeshake: { manualPureFunctions: CHAKRA_PURE_BUILDERS },
    },
  },
}));
