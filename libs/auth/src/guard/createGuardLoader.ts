import { redirect } from 'react-router';
import { guardNavigation, type GuardEffects, type GuardMessage, type GuardSession } from '../core/guard';

export interface GuardWiring<P extends { roles?: readonly string[] | null }> extends GuardEffects<P> {
  getSession(): GuardSession;
  /** Shows a guard message (unless the request layer already did). */
  notify(message: GuardMessage): void;
}

/** Thrown by the loader when the profile could not be fetched; the error boundary offers a retry. */
export class GuardUnavailableError extends Error {
  override readonly name = 'GuardUnavailableError';
  constructor(readonly guardMessage: GuardMessage) {
    super('text' in guardMessage ? guardMessage.text : guardMessage.key);
  }
}

/**
 * The guard as a react-router loader for the root route; pair it with `shouldRevalidate: () => true`
 * so it runs on every navigation.
 */
export function createGuardLoader<P extends { roles?: readonly string[] | null }>(wiring: GuardWiring<P>) {
  return async ({ request }: { request: Request }): Promise<null> => {
    const { pathname, search } = new URL(request.url);
    const result = await guardNavigation({ pathname, search }, wiring.getSession(), wiring);
    if (result.kind === 'allow') return null;
    if (result.message && !result.notified) wiring.notify(result.message);
    if (result.kind === 'unavailable') throw new GuardUnavailableError(result.message);
    throw redirect(result.to);
  };
}
