// `react` in the console's production build (apps/console/vite.config.mts): preact/compat, plus the one
// React 19 component the console uses that Preact lacks, <Activity> (libs/ui KeepAliveOutlet).
import { createElement } from 'preact/compat';

export * from 'preact/compat';
export { default } from 'preact/compat';

// React's <Activity mode="hidden"> hides its DOM (display: none) and unmounts its effects while keeping
// state. Preact cannot pause effects, so a hidden page keeps its state and its DOM hidden, but its
// effects (subscriptions, listeners) keep running until it is closed. `display: contents` keeps the
// visible page laid out as if the wrapper were not there.
export function Activity({ mode = 'visible', children }) {
  return createElement('div', { style: { display: mode === 'hidden' ? 'none' : 'contents' } }, children);
}
