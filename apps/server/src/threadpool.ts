import { availableParallelism } from 'node:os';

/**
 * Sized before anything uses libuv's thread pool (main.ts imports this first): password hashing
 * (@node-rs/argon2's async hash / verify, ~9 ms and 19 MiB each), file-system calls, zlib and DNS
 * share it. Node's default is 4 threads; with more cores than that, sign-ins would queue behind each
 * other while cores idle, so the pool gets one thread per core, at least 4 (file reads must not wait
 * behind hashing) and at most 16 (each hash holds 19 MiB). UV_THREADPOOL_SIZE set by the operator wins.
 */
if (!process.env['UV_THREADPOOL_SIZE']) {
  process.env['UV_THREADPOOL_SIZE'] = String(Math.min(16, Math.max(4, availableParallelism())));
}
