// `use-sync-external-store/shim` for React ≥ 18, which has the hook itself: react-i18next imports the
// shim, whose fallback for older React is dead code in the apps (React 19). The console's vite config
// points the shim here.
export { useSyncExternalStore } from 'react';
