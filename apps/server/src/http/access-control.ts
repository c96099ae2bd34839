import { holdsAction } from '@om/auth/core';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { type AccessRule, readAccess } from '../contract/specification';
import type { AuthContext } from '../session/auth-context';
import type { SessionService } from '../session/session-service';
import { bearerToken } from '../session/tokens';
import { ApiError } from './envelope';
import './request-context';
import { isRecord } from '@om/core';

function accessOf(route: RouteOptions): AccessRule | undefined {
  if (route.config?.access === 'public') return { kind: 'public' };
  return isRecord(route.schema) ? readAccess(route.schema) : undefined;
}

/** The access check of the hook below, for code that asks whether a caller could call an operation. */
export function allows(rule: AccessRule | undefined, auth: AuthContext): boolean {
  if (!rule) return false;
  if (rule.kind === 'public') return true;
  if (rule.kind === 'admin') return auth.platformAdmin;
  return rule.kind === 'signed-in' || holdsAction(auth.grants, rule.pages, rule.action);
}

/**
 * Every route states who may call it — the contract's x-public / x-permissions, or
 * `config: { access: 'public' }` for static files and docs — else the server refuses to start.
 * The onRequest hook then enforces it before the body is read or validated.
 */
export function registerAccessControl(app: FastifyInstance, sessions: SessionService): void {
  app.decorateRequest('auth', null);

  app.addHook('onRoute', (route) => {
    const rule = accessOf(route);
    if (!rule) {
      const methods = Array.isArray(route.method) ? route.method.join(',') : route.method;
      throw new Error(
        `Route ${methods} ${route.url} declares no access: add x-public, x-admin-only or x-permissions to its contract operation, ` +
          `or config: { access: 'public' } to a route outside the contract`,
      );
    }
    route.config = { ...route.config, accessRule: rule };
  });

  app.addHook('onRequest', async (request) => {
    const rule = request.routeOptions.config.accessRule;
    // No rule: the not-found handler, which answers 404 to everyone.
    if (!rule || rule.kind === 'public') return;
    const token = bearerToken(request.headers.authorization);
    if (!token) throw ApiError.notSignedIn();
    const auth = await sessions.authenticate(token);
    if (!allows(rule, auth)) throw ApiError.forbidden();
    request.auth = auth;
  });
}
