import { eq } from 'drizzle-orm';
import { companies, users } from '../db/schema';
import { bearer, signIn, startTestApp, type TestApp, testBackend } from '../testing/test-app';
import { createPlatformAdmin } from './create-platform-admin';

describe(`admin:create (${testBackend})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    // An installation without demo data: what admin:create is for.
    t = await startTestApp({ config: { demoData: false } });
  }, 30_000);
  afterAll(() => t?.close());

  it('creates the company and a platform administrator who can sign in as admin', async () => {
    const created = await createPlatformAdmin(t.database.db, { username: 'root', password: 'Str0ngPassword', company: 'Acme 运维' });
    expect(created.companyCreated).toBe(true);
    const [company] = await t.database.db.select().from(companies).where(eq(companies.id, created.companyId));
    expect(company?.name).toBe('Acme 运维');
    const token = await signIn(t.app, 'root', 'Str0ngPassword');
    const profile = (await t.app.inject({ url: '/user/user_info', headers: bearer(token) })).json().data;
    expect(profile).toMatchObject({ username: 'root', company: 'Acme 运维', roles: ['admin'] });
  });

  it('reuses an existing company', async () => {
    const created = await createPlatformAdmin(t.database.db, { username: 'root2', password: 'An0therGoodOne', company: 'Acme 运维' });
    expect(created.companyCreated).toBe(false);
  });

  it.each([
    ['short1', 'at least 10 characters'],
    ['password12', 'list of common passwords'],
    ['aaaaaaaaa1', 'too repetitive'],
    ['abcdefghijk', 'too repetitive'],
  ])('refuses the weak password %s', async (password, reason) => {
    await expect(createPlatformAdmin(t.database.db, { username: `weak-${password}`, password })).rejects.toThrow(reason);
    expect(await t.database.db.select().from(users).where(eq(users.username, `weak-${password}`))).toHaveLength(0);
  });

  it('refuses an existing username', async () => {
    await expect(createPlatformAdmin(t.database.db, { username: 'root', password: 'Str0ngPassword' })).rejects.toThrow('the username "root" is already taken');
  });
});
