import type { FastifyRequest } from 'fastify';
import type { AccessRule } from '../contract/specification';
import type { AuthContext } from '../session/auth-context';
import { ApiError } from './envelope';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the access hook on routes that need a session. */
    auth: AuthContext | null;
  }
  interface FastifyContextConfig {
    /** Routes outside the contract (static files, docs) must say so explicitly. */
    access?: 'public';
    /** Filled in by the access hook when the route is registered. */
    accessRule?: AccessRule;
  }
}

export function signedIn(request: FastifyRequest): AuthContext {
  if (!request.auth) throw ApiError.notSignedIn();
  return request.auth;
}

export function clientOf(request: FastifyRequest): { ip: string; userAgent: string } {
  return { ip: request.ip, userAgent: request.headers['user-agent'] ?? '' };
}
