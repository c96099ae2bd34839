import { COMMON_PASSWORDS } from './common-passwords';

/**
 * The password rule of NIST SP 800-63B (5.1.1.2): at least MIN_PASSWORD_LENGTH characters, not one of
 * the common passwords shipped with the project, not built around the username, not a repetition of
 * a few characters or a run such as "abcdefghij"; no composition rules (no required digits or symbols).
 */
export const MIN_PASSWORD_LENGTH = 10;
export const MAX_PASSWORD_LENGTH = 128;

export type PasswordProblem = 'short' | 'long' | 'common' | 'username' | 'repetitive';

const common: ReadonlySet<string> = new Set(COMMON_PASSWORDS);

function isRun(text: string): boolean {
  const codes = [...text].map((char) => char.codePointAt(0) ?? 0);
  const step = (codes[1] ?? 0) - (codes[0] ?? 0);
  return Math.abs(step) === 1 && codes.every((code, index) => index === 0 || code - (codes[index - 1] ?? 0) === step);
}

/** Why `password` is refused for the account `username`, or undefined when it is acceptable. */
export function passwordProblem(password: string, username = ''): PasswordProblem | undefined {
  const length = [...password].length;
  if (length < MIN_PASSWORD_LENGTH) return 'short';
  if (length > MAX_PASSWORD_LENGTH) return 'long';
  const lower = password.toLowerCase();
  if (common.has(lower)) return 'common';
  const name = username.trim().toLowerCase();
  if (name.length >= 3 && lower.includes(name)) return 'username';
  if (new Set(lower).size < 4 || isRun(lower)) return 'repetitive';
  return undefined;
}
