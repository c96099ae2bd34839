import { hash, type Options, verify } from '@node-rs/argon2';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, type PasswordProblem, passwordProblem } from './password-policy';

// OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane. The algorithm is left at the package
// default, Argon2id (its enum is an ambient const enum that isolatedModules cannot reference).
const OPTIONS: Options = { memoryCost: 19456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/** Spends the same work as a real check so that an unknown username takes as long as a wrong password. */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('dummy password for unknown usernames');
  await verifyPassword(await dummyHash, password);
  return false;
}

const WEAKNESS: Record<PasswordProblem, string> = {
  short: `the password must have at least ${MIN_PASSWORD_LENGTH} characters`,
  long: `the password must have at most ${MAX_PASSWORD_LENGTH} characters`,
  common: 'the password is on the list of common passwords',
  username: 'the password must not contain the username',
  repetitive: 'the password is too repetitive or a simple run of characters',
};

/** The password policy (password-policy.ts) in words, for the command line (admin:create). */
export function passwordWeakness(password: string, username = ''): string | undefined {
  const problem = passwordProblem(password, username);
  return problem ? WEAKNESS[problem] : undefined;
}
