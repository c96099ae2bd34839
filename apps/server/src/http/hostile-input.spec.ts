import { sql } from 'drizzle-orm';
import { probeTargets } from '../testing/contract-probes';
import { bearer, signIn, startTestApp, type TestApp, testBackend } from '../testing/test-app';
import { jsonDepthExceeds, MAX_JSON_DEPTH, nulPath } from './hostile-input';

describe('hostile input helpers', () => {
  it('measures JSON depth outside strings only', () => {
    expect(jsonDepthExceeds('[[["x"]]]', 3)).toBe(false);
    expect(jsonDepthExceeds('[[[["x"]]]]', 3)).toBe(true);
    expect(jsonDepthExceeds(JSON.stringify({ a: '[[[[[[[[', b: 'say \\"[[[[[[\\"' }), 2)).toBe(false);
    expect(jsonDepthExceeds(`{"a":"${'\\\\'.repeat(3)}\\"","b":[[[[1]]]]}`, 4)).toBe(true);
  });

  it('finds the path of the first string holding NUL, keys included', () => {
    expect(nulPath({ name: 'ok', items: [{ title: 'a\u0000' }] })).toBe('items.0.title');
    expect(nulPath({ 'k\u0000': 1 })).toBe('k\\0');
    expect(nulPath({ name: 'fine', n: 1, list: ['a', 'b'] })).toBeUndefined();
    expect(nulPath('\u0000')).toBe('body');
  });
});

describe(`hostile input against every operation of the contract (${testBackend})`, () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await startTestApp();
    token = await signIn(t.app, 'admin', 'Admin@12345');
  }, 120_000);
  afterAll(() => t?.close());

  const targets = probeTargets();
  /** "<operationId> <field> <status> <message>": a 400 whose message starts with the field. */
  const namesItsField = (answer: string) => answer.includes(` 400 ${answer.split(' ')[1]}: `);
  const headers = (isPublic: boolean) => (isPublic ? {} : bearer(token));

  it('has operations with string query parameters and string body fields to probe', () => {
    expect(targets.filter((target) => target.stringQuery.length).length).toBeGreaterThan(20);
    expect(targets.filter((target) => target.stringBody.length).length).toBeGreaterThan(20);
  });

  it('answers 400 naming the query parameter for a NUL character in any string query parameter', async () => {
    const answers: string[] = [];
    for (const target of targets) {
      for (const name of target.stringQuery) {
        const response = await t.app.inject({ method: target.method, url: `${target.url}?${name}=a%00b`, headers: headers(target.isPublic) });
        answers.push(`${target.operationId} ${name} ${response.statusCode} ${response.json().message}`);
      }
    }
    expect(answers.filter((answer) => !namesItsField(answer))).toEqual([]);
  });

  it('answers 400 naming the field for a NUL character in any string field of a JSON body (sign-in username included)', async () => {
    const answers: string[] = [];
    for (const target of targets.filter((candidate) => candidate.jsonBody)) {
      for (const name of target.stringBody) {
        const response = await t.app.inject({ method: target.method, url: target.url, headers: headers(target.isPublic), payload: { [name]: 'a\u0000b' } });
        answers.push(`${target.operationId} ${name} ${response.statusCode} ${response.json().message}`);
      }
    }
    expect(answers.some((answer) => answer.startsWith('login username 400 username: '))).toBe(true);
    expect(answers.filter((answer) => !namesItsField(answer))).toEqual([]);
  });

  it(`answers 400 to a JSON body nested deeper than ${MAX_JSON_DEPTH} levels, on every operation that takes one`, async () => {
    const deep = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
    const objects = `${'{"a":'.repeat(MAX_JSON_DEPTH + 1)}1${'}'.repeat(MAX_JSON_DEPTH + 1)}`;
    const answers: string[] = [];
    for (const target of targets.filter((candidate) => candidate.jsonBody)) {
      for (const payload of [deep, objects]) {
        const response = await t.app.inject({
          method: target.method,
          url: target.url,
          headers: { ...headers(target.isPublic), 'content-type': 'application/json' },
          payload,
        });
        answers.push(`${target.operationId} ${response.statusCode} ${response.json().message}`);
      }
    }
    expect(answers.filter((answer) => !/ 400 body: /.test(answer))).toEqual([]);
  });

  it('still accepts a body nested just within the limit (the depth check counts brackets, not bytes)', async () => {
    const response = await t.app.inject({ method: 'PUT', url: '/user/profile', headers: bearer(token), payload: { name: '[[[{{{ not nesting', phone: '', email: '' } });
    expect(response.statusCode).toBe(200);
  });

  it('answers 400, not 500, when PostgreSQL refuses text (invalid byte sequence 22021, unsupported escape 22P05)', async () => {
    const app = await startTestApp({
      database: t.database,
      extraRoutes: (instance) => {
        instance.get('/probe/22021', { config: { access: 'public' } }, async () => t.database.db.execute(sql`select convert_from(decode('00', 'hex'), 'UTF8')`));
        instance.get('/probe/22P05', { config: { access: 'public' } }, async () => t.database.db.execute(sql`select '"\\u0000"'::jsonb ->> 0`));
      },
    });
    try {
      for (const url of ['/probe/22021', '/probe/22P05']) {
        const response = await app.app.inject({ url });
        expect([url, response.statusCode, response.json().code]).toEqual([url, 400, 40000]);
      }
    } finally {
      await app.close();
    }
  });
});
