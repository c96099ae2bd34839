import { hash, type Options, verify } from '@node-rs/argon2';

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

/** Rule for passwords set by an administrator: at least 10 characters with letters and digits. */
export function passwordWeakness(password: string): string | undefined {
  if (password.length < 10) return 'the password must have at least 10 characters';
  if (!/\p{L}/u.test(password) || !/\d/.test(password)) return 'the password must contain letters and digits';
  return undefined;
}
