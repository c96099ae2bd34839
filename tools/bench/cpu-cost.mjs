// CPU time a request costs the server, by thread, read from /proc (Linux): the figure behind
// "200 req/s must use under half of one core", which a wait for a busy core does not inflate.
// Measured around a steady-rate run (threadTimes before, cpuSince after: the budget's own scenario),
// or over requests sent one after another (cpuPerRequest: the threads never idle, so it reads lower).
//
//   import { cpuPerRequest, cpuSince, threadTimes } from './cpu-cost.mjs';
//   const before = threadTimes(pid); /* … a steady-rate run of n requests … */ const atRate = cpuSince(pid, before, n);
//   const { http, others, total } = await cpuPerRequest({ pid, url, headers, requests: 500 });
import { existsSync, readdirSync, readFileSync } from 'node:fs';

const TICK_MS = 10; // USER_HZ is 100 on Linux

/** utime + stime of each thread of `pid`, in ms, by thread id (threads that ended are left out): cpuSince's `before`. */
export function threadTimes(pid) {
  const times = new Map();
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    try {
      const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      times.set(Number(tid), (Number(fields[11]) + Number(fields[12])) * TICK_MS);
    } catch {
      // the thread ended between the listing and the read
    }
  }
  return times;
}

/** The CPU used since `before` (threadTimes), per request: the main (HTTP) thread and every other one. */
export function cpuSince(pid, before, requests) {
  const after = threadTimes(pid);
  let http = 0;
  let others = 0;
  for (const [tid, ms] of after) {
    const used = ms - (before.get(tid) ?? 0);
    if (tid === pid) http += used;
    else others += used;
  }
  return { http: http / requests, others: others / requests, total: (http + others) / requests };
}

export function canMeasureCpu(pid) {
  return existsSync(`/proc/${pid}/task`);
}

/**
 * Sends `requests` GETs one after another and divides the CPU each thread used meanwhile by their
 * number: `http` is the main thread (Fastify, JSON, the handlers), `others` every other thread
 * (the database's worker thread on PGlite, V8's garbage collector helpers, libuv's pool).
 */
export async function cpuPerRequest({ pid, url, headers = {}, requests = 500 }) {
  for (let i = 0; i < 50; i += 1) await (await fetch(url, { headers })).arrayBuffer();
  const before = threadTimes(pid);
  for (let i = 0; i < requests; i += 1) {
    const response = await fetch(url, { headers });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  }
  return cpuSince(pid, before, requests);
}
