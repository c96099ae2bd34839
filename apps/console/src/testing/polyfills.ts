// jsdom lacks ResizeObserver, which the menus' positioning (floating-ui) observes.
class NoopResizeObserver {
  observe = (): void => undefined;
  unobserve = (): void => undefined;
  disconnect = (): void => undefined;
}
globalThis.ResizeObserver ??= NoopResizeObserver;
