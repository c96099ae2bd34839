let reloader: () => void = () => window.location.reload();

/** Reloads the page (after the filter box saved a new scope, every list reads it afresh). */
export function reloadPage(): void {
  reloader();
}

/** For tests: what reloading does. */
export function setReloader(next: () => void): void {
  reloader = next;
}
