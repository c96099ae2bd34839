/**
 * The navigation guard (docs/product.md "Routes" and "Session") as a function of the target, the session and injected
 * effects; apps wire it into their router.
 */
import { HOME_PATH, LOGIN_PATH, loginRedirect, NO_TOKEN_PATHS, NOT_FOUND_PATH, type NavigationTarget } from './redirect';

export { HOME_PATH, LOGIN_PATH, loginRedirect, NO_TOKEN_PATHS, NOT_FOUND_PATH, redirectTarget, type NavigationTarget } from './redirect';

export interface GuardSession {
  token: string | null | undefined;
  /** Empty until the profile has been fetched. */
  roles: readonly string[];
}

/** The guard's messages: the keys of the three spec texts, or the text of a failed request. */
export type GuardMessage = { key: 'profileEmpty' | 'rolesEmpty' | 'verifyFailed' } | { text: string };

export type GuardResult =
  | { kind: 'allow' }
  /** `notified`: the request layer has already shown the failure. */
  | { kind: 'redirect'; to: string; message?: GuardMessage; notified?: boolean }
  /**
   * The profile could not be fetched (no network, an aborted or timed-out request, a 5xx): the
   * session may well be alive, so the token stays; the app shows the error and offers a retry.
   */
  | { kind: 'unavailable'; message: GuardMessage; notified: boolean };

/** The answers that say a session is over (docs/product.md "Session"): 401, or the envelope codes 50008 / 50012 (as @om/api's catalogue). */
const SESSION_OVER_CODES: readonly number[] = [50008, 50012];

/** True only for a failure that says the session is over; anything else leaves the token alone. */
export function endsSession(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  if ('reason' in error && error.reason === 'session-over') return true;
  if ('code' in error && typeof error.code === 'number' && SESSION_OVER_CODES.includes(error.code)) return true;
  return 'status' in error && error.status === 401;
}

export interface GuardEffects<P extends { roles?: readonly string[] | null }> {
  fetchProfile(): Promise<P | null | undefined>;
  /** Stores the fetched profile and roles in the session. */
  onProfile(profile: P): void;
  /** Forgets the token without calling the server. */
  resetToken(): void;
  /** False when the path is a page these roles may not see (or one the host does not enable). */
  canVisit(pathname: string, roles: readonly string[]): boolean;
}

/** `/login?redirect=<path with query>`. */
function textOf(error: unknown): string {
  if (typeof error === 'string') return error;
  if (typeof error === 'object' && error !== null && 'message' in error && typeof error.message === 'string') return error.message;
  return '';
}

function wasNotified(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'notified' in error && error.notified === true;
}

export async function guardNavigation<P extends { roles?: readonly string[] | null }>(
  target: NavigationTarget,
  session: GuardSession,
  effects: GuardEffects<P>,
): Promise<GuardResult> {
  if (!session.token) {
    return NO_TOKEN_PATHS.includes(target.pathname) ? { kind: 'allow' } : { kind: 'redirect', to: loginRedirect(target) };
  }
  if (target.pathname === LOGIN_PATH) return { kind: 'redirect', to: HOME_PATH };
  if (session.roles.length) return visit(target, session.roles, effects);

  const fail = (message: GuardMessage, notified = false): GuardResult => {
    effects.resetToken();
    return { kind: 'redirect', to: loginRedirect(target), message, notified };
  };
  let profile: P | null | undefined;
  try {
    profile = await effects.fetchProfile();
  } catch (error) {
    const text = textOf(error);
    const message: GuardMessage = text ? { text } : { key: 'verifyFailed' };
    // Only an answer that says the session is over ends it (not an abort from a redirect, not a 5xx).
    if (!endsSession(error)) return { kind: 'unavailable', message, notified: wasNotified(error) };
    return fail(message, wasNotified(error));
  }
  if (!profile) return fail({ key: 'profileEmpty' });
  if (!profile.roles?.length) return fail({ key: 'rolesEmpty' });
  effects.onProfile(profile);
  return visit(target, profile.roles, effects);
}

function visit<P extends { roles?: readonly string[] | null }>(
  target: NavigationTarget,
  roles: readonly string[],
  effects: GuardEffects<P>,
): GuardResult {
  return effects.canVisit(target.pathname, roles) ? { kind: 'allow' } : { kind: 'redirect', to: NOT_FOUND_PATH };
}
