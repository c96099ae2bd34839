import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { users } from '../db/schema';
import { hashPassword } from '../session/passwords';
import { openTestDatabase, testBackend } from '../testing/test-app';
import { loggerOptions, redactSecrets } from './log-redaction';

function capture(): { stream: Writable; text(): string } {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk.toString('utf8'));
      done();
    },
  });
  return { stream, text: () => chunks.join('') };
}

describe(`log redaction (${testBackend})`, () => {
  it('never logs the parameters of a failed query (a password hash among them)', async () => {
    const database = await openTestDatabase();
    try {
      await database.migrate();
      const secretHash = await hashPassword('Correct-Horse-Battery-9');
      const insert = () => database.db.insert(users).values({ username: 'dup', passwordHash: secretHash, companyId: 999_999, roleId: 999_999 });
      const failure = await insert().then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(failure).toBeInstanceOf(Error);
      expect(String(failure instanceof Error ? failure.message : '')).toContain(secretHash);

      const log = capture();
      const app = Fastify({ logger: { ...loggerOptions('info'), stream: log.stream } });
      app.log.error({ err: failure }, 'internal error');
      await app.close();
      expect(log.text()).toContain('Failed query');
      expect(log.text()).not.toContain(secretHash);
      expect(log.text()).not.toContain('Correct-Horse');
      expect(await database.db.select().from(users).where(eq(users.username, 'dup'))).toHaveLength(0);
    } finally {
      await database.close();
    }
  }, 120_000);

  it('redacts secret-named fields at any depth, the authorization header and secret query values of requests', async () => {
    const log = capture();
    const app = Fastify({ logger: { ...loggerOptions('info'), stream: log.stream } });
    app.get('/echo', async (request) => {
      request.log.info({ body: { username: 'ann', password: 'pw-1', profile: { new_password: 'pw-2', token_hash: 'th' } }, headers: request.headers }, 'echo');
      return { ok: true };
    });
    await app.inject({ url: '/echo?keyword=pump&token=qs-secret', headers: { authorization: 'Bearer tok-secret', cookie: 'sid=cookie-secret' } });
    await app.close();
    const text = log.text();
    for (const secret of ['pw-1', 'pw-2', '"th"', 'tok-secret', 'cookie-secret', 'qs-secret']) expect([secret, text.includes(secret)]).toEqual([secret, false]);
    expect(text).toContain('keyword=pump');
    expect(text).toContain('"username":"ann"');
  });

  it('keeps what is not secret', () => {
    expect(redactSecrets({ name: 'a', nested: { count: 2, api_key: 'k' }, list: [{ hash: 'h' }] })).toEqual({ name: 'a', nested: { count: 2, api_key: '[Redacted]' }, list: [{ hash: '[Redacted]' }] });
  });
});
