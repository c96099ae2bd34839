import { dispatchRules } from '../db/schema';
import { bearer, signIn, startTestApp, type TestApp, testBackend } from '../testing/test-app';
import { uniqueFieldsOf, violatedUniqueField } from './unique-violation';

const rule = (code: string) => ({ code, name: '并发规则', work_type: 'repair', device_importance: 'A', equipment_condition: 'stopped', accept_minutes: 10, start_minutes: 20, check_minutes: 30 });

describe(`a duplicate code on create is always the field error (${testBackend})`, () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await startTestApp();
    token = await signIn(t.app, 'admin', 'Admin@12345');
  }, 120_000);
  afterAll(() => t?.close());

  it('twenty concurrent creates with the same code: one row, nineteen "code: is already taken", never a 409', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => t.app.inject({ method: 'POST', url: '/api/rules/dispatch', headers: bearer(token), payload: rule('RACE-1') })),
    );
    const outcomes = answers.map((answer) => `${answer.statusCode} ${answer.json().message}`);
    expect(outcomes.filter((outcome) => outcome.startsWith('200 '))).toHaveLength(1);
    expect(outcomes.filter((outcome) => !outcome.startsWith('200 '))).toEqual(Array.from({ length: 19 }, () => '400 code: is already taken'));
  });

  it("names the field of the unique index the database refused (the safety net behind the pipeline's own check)", async () => {
    const fields = uniqueFieldsOf(dispatchRules);
    expect(fields.get('dispatch_rules_company_code_key')).toBe('code');
    const [existing] = await t.database.db.select().from(dispatchRules).limit(1);
    if (!existing) throw new Error('no dispatch rule to duplicate');
    // The same company and code under a new id: only the unique index stops it.
    const failure = await t.database.db.insert(dispatchRules).values({ ...existing, id: undefined }).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(violatedUniqueField(failure, fields)).toBe('code');
    expect(violatedUniqueField(new Error('other'), fields)).toBeUndefined();
  });
});
