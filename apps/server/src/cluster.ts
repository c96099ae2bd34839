import cluster, { type Worker } from 'node:cluster';
import type { ServerConfig } from './config/env';

/** Set by the primary on the one worker that runs the background jobs (timers) of the cluster. */
export const LEADER_ENV = 'OM_WORKER_LEADER';
const RESTART_DELAY_MS = 1_000;

export function isLeaderWorker(): boolean {
  return cluster.isWorker && process.env[LEADER_ENV] === '1';
}

/**
 * The settings of one API process of a cluster: the background jobs run in the leader only (they are
 * idempotent besides — rows are claimed with FOR UPDATE SKIP LOCKED or unique keys — so a second
 * runner during a restart sends nothing twice), and the in-memory sign-in limits are divided among
 * the workers (connections are dealt round-robin, so each sees about its share of the attempts).
 */
export function workerConfig(config: ServerConfig): ServerConfig {
  if (!cluster.isWorker || config.workers <= 1) return config;
  const share = (limit: number) => Math.max(1, Math.ceil(limit / config.workers));
  return {
    ...config,
    backgroundJobs: config.backgroundJobs && isLeaderWorker(),
    loginMaxFailuresPerUserAddress: share(config.loginMaxFailuresPerUserAddress),
    loginMaxFailuresPerUser: share(config.loginMaxFailuresPerUser),
    loginMaxAttemptsPerAddress: share(config.loginMaxAttemptsPerAddress),
  };
}

/**
 * WORKERS=N > 1 (PostgreSQL only): the primary forks N stateless API processes that share the port
 * (node:cluster deals connections round-robin). The leader starts first and alone — it migrates and
 * seeds — and the others follow once it listens. A worker that dies is replaced after a second (the
 * leader by a leader). SIGINT / SIGTERM stop every worker, then the primary.
 */
export function superviseWorkers(config: ServerConfig, log: (line: string) => void = console.log): void {
  let stopping = false;
  const roles = new Map<Worker, 'leader' | 'follower'>();

  const fork = (role: 'leader' | 'follower'): Worker => {
    const worker = cluster.fork({ [LEADER_ENV]: role === 'leader' ? '1' : '0' });
    roles.set(worker, role);
    return worker;
  };

  const leader = fork('leader');
  leader.once('listening', () => {
    for (let i = 1; i < config.workers; i += 1) fork('follower');
  });
  cluster.on('exit', (worker, code, signal) => {
    const role = roles.get(worker) ?? 'follower';
    roles.delete(worker);
    if (stopping) {
      if (roles.size === 0) process.exit(0);
      return;
    }
    // The leader failing before the others started (a bad setting, no database) ends the cluster.
    if (role === 'leader' && code !== 0 && roles.size === 0) {
      log(`The first API process stopped (code ${code ?? signal}) before the others started; stopping.`);
      process.exit(code ?? 1);
    }
    log(`API process ${worker.process.pid} (${role}) stopped (${signal ?? `code ${code}`}); starting another in ${RESTART_DELAY_MS / 1000} s.`);
    setTimeout(() => {
      if (!stopping) fork(role);
    }, RESTART_DELAY_MS).unref();
  });

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      stopping = true;
      if (roles.size === 0) process.exit(0);
      for (const worker of roles.keys()) worker.process.kill(signal);
    });
  }
}
