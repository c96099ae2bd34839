/** The wallboard app is served by the same origin under this path. */
export const WALLBOARD_PATH = '/wallboard/';

/** Paths the console's router does not serve: reach them with a full page load. */
export function isOutsideConsole(path: string): boolean {
  return path === '/wallboard' || path.startsWith(WALLBOARD_PATH);
}
