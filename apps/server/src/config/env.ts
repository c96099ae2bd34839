import { existsSync } from 'node:fs';
import { isIP } from 'node:net';
import { availableParallelism } from 'node:os';
import { dirname, join, resolve } from 'node:path';

/** Every setting of the server. Each comes from one environment variable (see `describeEnv`). */
export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  demoData: boolean;
  logLevel: LogLevel;
  sessionTtlHours: number;
  /** Failed sign-ins per username from one address (the lock an attacker elsewhere cannot trigger)… */
  loginMaxFailuresPerUserAddress: number;
  /** …and per username from all addresses together (a higher ceiling against distributed guessing). */
  loginMaxFailuresPerUser: number;
  loginFailureWindowSeconds: number;
  loginMaxAttemptsPerAddress: number;
  loginAttemptWindowSeconds: number;
  /** Fastify's trustProxy: false, a hop count, or the proxies' addresses / CIDRs. Never "everything". */
  trustProxy: TrustProxy;
  /** PostgreSQL (DATABASE_URL) time limits, in ms: connecting, one statement, the health check. */
  databaseConnectTimeoutMs: number;
  databaseStatementTimeoutMs: number;
  healthTimeoutMs: number;
  /** PGlite without fsync: faster writes, acknowledged writes lost on an OS crash or power cut. */
  pgliteUnsafeNoFsync: boolean;
  /** PGLITE_WORKER (default on): PGlite in a worker thread of its own, off the HTTP thread; 0 runs it on the HTTP thread. */
  pgliteWorker: boolean;
  consoleDist: string;
  wallboardDist: string;
  /** Timers of the server (the daily special-equipment reminder); tests turn them off. */
  backgroundJobs: boolean;
  /** The platform file store (src/files): where uploads go and how large they may be. */
  files: FileStoreConfig;
  /** WORKERS: API processes (node:cluster). Default: the cores with PostgreSQL, 1 with PGlite (one process per data folder). */
  workers: number;
}

export interface FileStoreConfig {
  /** FILE_STORE: `local` (a folder under DATA_DIR, the default) or `s3` (any S3-compatible store). */
  store: 'local' | 's3';
  /** UPLOAD_MAX_MB: the largest accepted upload. */
  maxBytes: number;
  s3: { endpoint: string | undefined; region: string; bucket: string; accessKeyId: string; secretAccessKey: string; forcePathStyle: boolean };
}

export type TrustProxy = false | number | string[];

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export class ConfigError extends Error {
  constructor(variable: string, value: string, expected: string) {
    super(`Invalid environment variable ${variable}=${JSON.stringify(value)}: expected ${expected}.`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

function text(env: Env, name: string, fallback: string): string {
  const value = env[name];
  return value === undefined || value.trim() === '' ? fallback : value.trim();
}

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw.trim());
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(name, raw, `an integer from ${min} to ${max}`);
  }
  return value;
}

function flag(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = raw.trim().toLowerCase();
  if (['1', 'true', 'yes', 'on'].includes(value)) return true;
  if (['0', 'false', 'no', 'off'].includes(value)) return false;
  throw new ConfigError(name, raw, '1/true/yes/on or 0/false/no/off');
}

function logLevel(env: Env): LogLevel {
  const raw = text(env, 'LOG_LEVEL', 'info');
  const found = LOG_LEVELS.find((level) => level === raw.toLowerCase());
  if (!found) throw new ConfigError('LOG_LEVEL', raw, LOG_LEVELS.join(', '));
  return found;
}

function databaseUrl(env: Env): string | undefined {
  const raw = env['DATABASE_URL'];
  if (raw === undefined || raw.trim() === '') return undefined;
  if (!/^postgres(ql)?:\/\//.test(raw.trim())) {
    throw new ConfigError('DATABASE_URL', raw, 'a postgres:// or postgresql:// connection URL');
  }
  return raw.trim();
}

const PROXY_PRESETS = ['loopback', 'linklocal', 'uniquelocal'];

function isAddressOrCidr(entry: string): boolean {
  if (PROXY_PRESETS.includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits >= 0 && bits <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: unset / 0 / false = no proxy; a number n = n proxies in front (the client address is
 * the n-th from the right of X-Forwarded-For); otherwise a comma-separated list of proxy addresses or
 * CIDRs (and proxy-addr's loopback, linklocal, uniquelocal). "true" would trust any sender's header.
 */
function trustProxy(env: Env): TrustProxy {
  const raw = env['TRUST_PROXY'];
  const value = raw?.trim() ?? '';
  if (value === '' || ['0', 'false', 'no', 'off'].includes(value.toLowerCase())) return false;
  const expected = 'a hop count (1–10) or a comma-separated list of proxy addresses / CIDRs (true would trust forged X-Forwarded-For from anyone)';
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops < 1 || hops > 10) throw new ConfigError('TRUST_PROXY', value, expected);
    return hops;
  }
  const entries = value.split(',').map((entry) => entry.trim()).filter(Boolean);
  if (!entries.length || !entries.every(isAddressOrCidr)) throw new ConfigError('TRUST_PROXY', value, expected);
  return entries;
}

/** The folder holding nx.json, found from this file (src, jest or dist) or else the working directory. */
export function findRepoRoot(start: string = __dirname): string {
  for (const from of [start, process.cwd()]) {
    let dir = resolve(from);
    for (;;) {
      if (existsSync(join(dir, 'nx.json'))) return dir;
      const parent = dirname(dir);
      if (parent === dir) break;
      dir = parent;
    }
  }
  return process.cwd();
}

function fileStoreConfig(env: Env): FileStoreConfig {
  const store = text(env, 'FILE_STORE', 'local');
  if (store !== 'local' && store !== 's3') throw new ConfigError('FILE_STORE', store, 'local or s3');
  const s3 = {
    endpoint: env['S3_ENDPOINT']?.trim() || undefined,
    region: text(env, 'S3_REGION', 'us-east-1'),
    bucket: text(env, 'S3_BUCKET', ''),
    accessKeyId: text(env, 'S3_ACCESS_KEY_ID', ''),
    secretAccessKey: text(env, 'S3_SECRET_ACCESS_KEY', ''),
    forcePathStyle: flag(env, 'S3_FORCE_PATH_STYLE', true),
  };
  if (store === 's3' && !s3.bucket) throw new ConfigError('S3_BUCKET', '', 'a bucket name when FILE_STORE=s3');
  return { store, maxBytes: integer(env, 'UPLOAD_MAX_MB', 512, 1, 10_240) * 1024 * 1024, s3 };
}

function workers(env: Env, url: string | undefined): number {
  const count = integer(env, 'WORKERS', url ? availableParallelism() : 1, 1, 64);
  if (count > 1 && !url) {
    throw new ConfigError('WORKERS', String(env['WORKERS']), '1 with the embedded database (PGlite belongs to one process); set DATABASE_URL to run more');
  }
  return count;
}

export function loadConfig(env: Env = process.env): ServerConfig {
  const url = databaseUrl(env);
  const root = findRepoRoot();
  return {
    port: integer(env, 'PORT', 8080, 0, 65535),
    host: text(env, 'HOST', '0.0.0.0'),
    dataDir: resolve(text(env, 'DATA_DIR', './data')),
    databaseUrl: url,
    // Demo data is for the embedded database; a real PostgreSQL gets it only when asked for.
    demoData: flag(env, 'DEMO_DATA', url === undefined),
    logLevel: logLevel(env),
    sessionTtlHours: integer(env, 'SESSION_TTL_HOURS', 12, 1, 24 * 90),
    loginMaxFailuresPerUserAddress: integer(env, 'LOGIN_MAX_FAILURES_PER_USER_ADDRESS', 5, 1, 1000),
    loginMaxFailuresPerUser: integer(env, 'LOGIN_MAX_FAILURES_PER_USER', 50, 1, 100000),
    loginFailureWindowSeconds: integer(env, 'LOGIN_FAILURE_WINDOW_SECONDS', 15 * 60, 1, 24 * 3600),
    loginMaxAttemptsPerAddress: integer(env, 'LOGIN_MAX_ATTEMPTS_PER_ADDRESS', 60, 1, 100000),
    loginAttemptWindowSeconds: integer(env, 'LOGIN_ATTEMPT_WINDOW_SECONDS', 60, 1, 24 * 3600),
    trustProxy: trustProxy(env),
    databaseConnectTimeoutMs: integer(env, 'DATABASE_CONNECT_TIMEOUT_MS', 3000, 100, 600_000),
    databaseStatementTimeoutMs: integer(env, 'DATABASE_STATEMENT_TIMEOUT_MS', 5000, 100, 3_600_000),
    healthTimeoutMs: integer(env, 'HEALTH_TIMEOUT_MS', 2000, 100, 600_000),
    pgliteUnsafeNoFsync: flag(env, 'PGLITE_UNSAFE_NO_FSYNC', false),
    pgliteWorker: flag(env, 'PGLITE_WORKER', true),
    consoleDist: resolve(text(env, 'CONSOLE_DIST', join(root, 'apps/console/dist'))),
    wallboardDist: resolve(text(env, 'WALLBOARD_DIST', join(root, 'apps/wallboard/dist'))),
    backgroundJobs: flag(env, 'BACKGROUND_JOBS', true),
    files: fileStoreConfig(env),
    workers: workers(env, url),
  };
}
