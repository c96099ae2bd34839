import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { type App, buildApp, type BuildAppOptions } from '../app';
import { type DatabaseHandle, openPglite, openPostgres, type PostgresTimeouts } from '../db/client';

/**
 * A fresh database per test file: PGlite in memory, or — when TEST_DATABASE_URL is set — a new
 * database on that PostgreSQL server, dropped again at the end.
 */
export async function openTestDatabase(postgres: PostgresTimeouts = {}): Promise<DatabaseHandle> {
  const adminUrl = process.env['TEST_DATABASE_URL'];
  if (!adminUrl) return openPglite(undefined, { onStatement: postgres.onStatement });
  const name = `om_test_${randomBytes(6).toString('hex')}`;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openPostgres(url.toString(), { error: () => undefined }, postgres);
  return {
    ...handle,
    async close() {
      await handle.close();
      const dropper = new Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

export const testBackend = process.env['TEST_DATABASE_URL'] ? 'postgres' : 'pglite';

export interface TestApp extends App {
  database: DatabaseHandle;
  close(): Promise<void>;
}

/** The real app on a fresh test database with the demo tenant, logging off, generous rate limits. */
export async function startTestApp(options: BuildAppOptions = {}): Promise<TestApp> {
  const database = options.database ?? (await openTestDatabase());
  const built = await buildApp({
    logger: false,
    ...options,
    database,
    config: { demoData: true, backgroundJobs: false, consoleDist: '/nonexistent/console', wallboardDist: '/nonexistent/wallboard', ...options.config },
  });
  return {
    ...built,
    database,
    async close() {
      await built.app.close();
      if (!options.database) await database.close();
    },
  };
}

export async function signIn(app: FastifyInstance, username: string, password: string, ip = '127.0.0.1'): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/user/admin', payload: { username, password }, remoteAddress: ip });
  const body: unknown = response.json();
  if (response.statusCode !== 200 || typeof body !== 'object' || body === null || !('data' in body)) {
    throw new Error(`sign-in of ${username} failed: ${response.statusCode} ${response.body}`);
  }
  const data: unknown = body.data;
  if (typeof data !== 'object' || data === null || !('token' in data) || typeof data.token !== 'string') {
    throw new Error(`sign-in of ${username} answered no token: ${response.body}`);
  }
  return data.token;
}

export function bearer(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` };
}

export type InjectResponse = LightMyRequestResponse;
