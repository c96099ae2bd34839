import { hashPassword, verifyPassword } from './passwords';

/**
 * Sign-in off the event loop: argon2id runs on libuv's thread pool (@node-rs/argon2's async API), so
 * while hashes are computed the loop keeps turning and other requests are answered. A synchronous
 * hash would resolve before a single setImmediate callback could run.
 */
describe('password hashing and the event loop', () => {
  it('lets the event loop turn while four hashes and a verification run', async () => {
    let turns = 0;
    let done = false;
    const turn = () => {
      turns += 1;
      if (!done) setImmediate(turn);
    };
    setImmediate(turn);
    const hashes = await Promise.all(['first password 1', 'second password 2', 'third password 3', 'fourth password 4'].map(hashPassword));
    const verified = await verifyPassword(hashes[0] ?? '', 'first password 1');
    done = true;
    expect(verified).toBe(true);
    expect(turns).toBeGreaterThan(1);
  }, 120_000);
});
