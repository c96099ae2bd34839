// `react` in the console's production build (vite.config.mts; kept in the project so that nx's build cache sees it):
// preact/compat, plus the one React 19 component the console uses that Preact lacks, <Activity> (libs/ui KeepAliveOutlet).
import { options } from 'preact';
import { createElement } from 'preact/compat';

export * from 'preact/compat';
export { default } from 'preact/compat';

// React's <Activity mode="hidden"> hides its DOM (display: none) and unmounts its effects while keeping
// state. Preact cannot pause effects, so a hidden page keeps its state and its DOM hidden, but its
// effects (query subscriptions, listeners) keep running until it is closed, as in Vue's keep-alive. `display: contents` keeps the
// visible page laid out as if the wrapper were not there.
export function Activity({ mode = 'visible', children }) {
  return createElement('div', { style: { display: mode === 'hidden' ? 'none' : 'contents' } }, children);
}

// Preact runs effects after the next frame (requestAnimationFrame + setTimeout); React runs them right
// after the commit of a click or key press. zag-js (Chakra's dialogs, menus, selects) schedules its DOM
// checks with requestAnimationFrame expecting the effects of the same update to have run (a dialog's
// aria-labelledby needs its title mounted), so effects run in a microtask after each render.
options.requestAnimationFrame = (flush) => queueMicrotask(flush);
