import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/client';
import { clientOf, signedIn } from '../http/request-context';
import type { Services } from '../services';
import type { AuthContext } from '../session/auth-context';

/** What a write sees: its transaction, the caller, and a place for work that must wait for the commit. */
export interface WriteContext {
  tx: Database;
  auth: AuthContext;
  ip: string;
  services: Services;
  /** Runs after a successful commit (cache updates); never after a rollback. */
  afterCommit(task: () => void): void;
}

/** Runs `work` in one transaction; after-commit tasks run once it has committed. */
export async function inTransaction<T>(services: Services, auth: AuthContext, ip: string, work: (ctx: WriteContext) => Promise<T>): Promise<T> {
  const tasks: (() => void)[] = [];
  const result = await services.db.transaction((tx) => work({ tx, auth, ip, services, afterCommit: (task) => tasks.push(task) }));
  for (const task of tasks) task();
  return result;
}

export function writeIn<T>(services: Services, request: FastifyRequest, work: (ctx: WriteContext) => Promise<T>): Promise<T> {
  return inTransaction(services, signedIn(request), clientOf(request).ip, work);
}
