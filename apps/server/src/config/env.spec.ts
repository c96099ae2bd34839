import { availableParallelism } from 'node:os';
import { ConfigError, loadConfig } from './env';

describe('configuration from the environment', () => {
  it('has documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      databaseUrl: undefined,
      demoData: true,
      logLevel: 'info',
      sessionTtlHours: 12,
      loginMaxFailuresPerUserAddress: 5,
      loginMaxFailuresPerUser: 50,
      loginFailureWindowSeconds: 900,
      loginMaxAttemptsPerAddress: 60,
      loginAttemptWindowSeconds: 60,
      trustProxy: false,
      databaseConnectTimeoutMs: 3000,
      databaseStatementTimeoutMs: 5000,
      healthTimeoutMs: 2000,
      pgliteUnsafeNoFsync: false,
      pgliteWorker: true,
    });
    expect(config.dataDir).toBe(`${process.cwd()}/data`);
    expect(config.consoleDist).toMatch(/apps\/console\/dist$/);
    expect(config.wallboardDist).toMatch(/apps\/wallboard\/dist$/);
  });

  it('turns demo data off for PostgreSQL unless asked for', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db' }).demoData).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db', DEMO_DATA: '1' }).demoData).toBe(true);
    expect(loadConfig({ DEMO_DATA: 'off' }).demoData).toBe(false);
  });

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['SESSION_TTL_HOURS', '0'],
    ['LOG_LEVEL', 'loud'],
    ['DEMO_DATA', 'maybe'],
    ['DATABASE_URL', 'mysql://x'],
    ['LOGIN_MAX_FAILURES_PER_USER', '-1'],
    ['TRUST_PROXY', 'true'],
    ['TRUST_PROXY', 'yes'],
    ['TRUST_PROXY', '0.0.0.0/99'],
    ['TRUST_PROXY', '11'],
    ['TRUST_PROXY', 'proxy.example'],
  ])('names the bad variable %s=%s', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`^Invalid environment variable ${name}=`));
  });

  it('reads TRUST_PROXY as a hop count or a list of proxy addresses, never as "trust everyone"', () => {
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'off' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.5, 192.168.0.0/16,::1,loopback' }).trustProxy).toEqual(['10.0.0.5', '192.168.0.0/16', '::1', 'loopback']);
  });

  it('runs one API process on PGlite and one per core on PostgreSQL unless WORKERS says otherwise', () => {
    const url = 'postgres://om@127.0.0.1/om';
    expect(loadConfig({}).workers).toBe(1);
    expect(loadConfig({ DATABASE_URL: url }).workers).toBe(availableParallelism());
    expect(loadConfig({ DATABASE_URL: url, WORKERS: '3' }).workers).toBe(3);
    expect(loadConfig({ WORKERS: '1' }).workers).toBe(1);
    // PGlite belongs to one process.
    expect(() => loadConfig({ WORKERS: '2' })).toThrow(/^Invalid environment variable WORKERS="2": expected 1 with the embedded database/);
    expect(() => loadConfig({ DATABASE_URL: url, WORKERS: '0' })).toThrow(ConfigError);
  });
});
