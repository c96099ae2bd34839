import { startTestApp, type TestApp, testBackend } from '../testing/test-app';

describe(`sign-in limits (${testBackend})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({
      config: { loginMaxFailuresPerUserAddress: 5, loginMaxFailuresPerUser: 12, loginFailureWindowSeconds: 900, loginMaxAttemptsPerAddress: 1000, loginAttemptWindowSeconds: 60 },
    });
  }, 120_000);
  afterAll(() => t?.close());

  const login = (username: string, password: string, remoteAddress: string) =>
    t.app.inject({ method: 'POST', url: '/user/admin', payload: { username, password }, remoteAddress });

  it('26 concurrent attempts (25 wrong, then the right password) never give a token: attempts are counted before the hash', async () => {
    const attempts = [...Array.from({ length: 25 }, (_, i) => login('technician', `wrong-${i}`, '10.7.0.1')), login('technician', 'Demo@12345', '10.7.0.1')];
    const answers = await Promise.all(attempts);
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toEqual([]);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(21);
    expect(answers[25]?.statusCode).toBe(429);
  });

  it('locks a username only for the address the failures came from: the real user elsewhere still signs in', async () => {
    for (let i = 0; i < 5; i += 1) expect((await login('storekeeper', `bad-${i}`, '10.8.0.66')).statusCode).toBe(401);
    expect((await login('storekeeper', 'Demo@12345', '10.8.0.66')).statusCode).toBe(429);
    expect((await login('storekeeper', 'Demo@12345', '10.8.0.7')).statusCode).toBe(200);
  });

  it('locks a username everywhere once the failures from all addresses reach the higher ceiling', async () => {
    // 12 failures spread over 12 addresses: no single address reaches 5.
    for (let i = 0; i < 12; i += 1) expect((await login('viewer', `bad-${i}`, `10.9.0.${i}`)).statusCode).toBe(401);
    const locked = await login('viewer', 'Demo@12345', '10.9.1.1');
    expect([locked.statusCode, locked.json().code]).toEqual([429, 42900]);
  });

  it('a successful sign-in takes back its own attempt and clears the lock of its address', async () => {
    for (let i = 0; i < 4; i += 1) expect((await login('manager', `bad-${i}`, '10.10.0.1')).statusCode).toBe(401);
    expect((await login('manager', 'Demo@12345', '10.10.0.1')).statusCode).toBe(200);
    for (let i = 0; i < 4; i += 1) expect((await login('manager', `bad-again-${i}`, '10.10.0.1')).statusCode).toBe(401);
    expect((await login('manager', 'Demo@12345', '10.10.0.1')).statusCode).toBe(200);
  });
});
