import { and, eq } from 'drizzle-orm';
import { appendAudit } from '../audit/audit-log';
import type { Database } from '../db/client';
import { companies, roles, users } from '../db/schema';
import { hashPassword, passwordWeakness } from '../session/passwords';

export class AdminCreationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AdminCreationError';
  }
}

const PLATFORM_ROLE_NAME = '平台管理员';
export const DEFAULT_ADMIN_COMPANY = '平台运营';

/**
 * Creates a platform administrator (role `admin`): the company is created when it does not exist,
 * the role when the company has none. Refuses weak passwords and taken usernames.
 */
export async function createPlatformAdmin(
  db: Database,
  input: { username: string; password: string; company?: string },
): Promise<{ userId: number; companyId: number; companyCreated: boolean }> {
  const username = input.username.trim();
  const companyName = (input.company ?? DEFAULT_ADMIN_COMPANY).trim();
  if (!/^[\p{L}\p{N}_.@-]{3,64}$/u.test(username)) {
    throw new AdminCreationError('the username must be 3 to 64 letters, digits or _ . @ -');
  }
  if (!companyName) throw new AdminCreationError('the company name must not be empty');
  const weakness = passwordWeakness(input.password, username);
  if (weakness) throw new AdminCreationError(weakness);
  const passwordHash = await hashPassword(input.password);

  return db.transaction(async (tx) => {
    const [taken] = await tx.select({ id: users.id }).from(users).where(eq(users.username, username)).limit(1);
    if (taken) throw new AdminCreationError(`the username "${username}" is already taken`);

    let [company] = await tx.select({ id: companies.id }).from(companies).where(eq(companies.name, companyName)).limit(1);
    const companyCreated = !company;
    if (!company) {
      [company] = await tx.insert(companies).values({ name: companyName, abbreviation: companyName.slice(0, 8) }).returning({ id: companies.id });
    }
    if (!company) throw new Error('company insert returned no row');

    let [role] = await tx
      .select({ id: roles.id })
      .from(roles)
      .where(and(eq(roles.companyId, company.id), eq(roles.platformAdmin, true)))
      .limit(1);
    if (!role) {
      [role] = await tx
        .insert(roles)
        .values({ companyId: company.id, name: PLATFORM_ROLE_NAME, description: '平台管理员：管理所有企业', platformAdmin: true, builtIn: true })
        .returning({ id: roles.id });
    }
    if (!role) throw new Error('role insert returned no row');

    const [user] = await tx
      .insert(users)
      .values({ companyId: company.id, roleId: role.id, username, name: username, passwordHash })
      .returning({ id: users.id });
    if (!user) throw new Error('user insert returned no row');

    await appendAudit(tx, {
      companyId: company.id,
      userId: null,
      action: 'user.create_platform_admin',
      entity: 'user',
      entityId: user.id,
      after: { username, company: companyName, company_created: companyCreated },
      ip: 'cli',
    });
    return { userId: user.id, companyId: company.id, companyCreated };
  });
}
