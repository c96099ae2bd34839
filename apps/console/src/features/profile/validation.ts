/** The avatar rules of the contract (POST /user/avatar): PNG, JPEG or WebP, at most 512 KB. */
export const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const AVATAR_MAX_BYTES = 512 * 1024;
/**
 * The contract's NewPassword (NIST SP 800-63B): at least 10 characters, no composition rules. The
 * server also refuses common passwords and ones containing the username, and says which field.
 */
export const PASSWORD_MIN_LENGTH = 10;

export type AvatarProblem = 'type' | 'size';

export function checkAvatarFile(file: { type: string; size: number }): AvatarProblem | undefined {
  if (!AVATAR_TYPES.some((type) => type === file.type)) return 'type';
  if (file.size > AVATAR_MAX_BYTES) return 'size';
  return undefined;
}

export interface PasswordForm {
  current: string;
  next: string;
  confirm: string;
}

export type PasswordProblems = Partial<Record<keyof PasswordForm, 'required' | 'weak' | 'mismatch' | 'same'>>;

export function checkPasswordChange({ current, next, confirm }: PasswordForm): PasswordProblems {
  const problems: PasswordProblems = {};
  if (!current) problems.current = 'required';
  if (!next) problems.next = 'required';
  else if ([...next].length < PASSWORD_MIN_LENGTH) problems.next = 'weak';
  else if (next === current) problems.next = 'same';
  if (!confirm) problems.confirm = 'required';
  else if (confirm !== next) problems.confirm = 'mismatch';
  return problems;
}

export interface ProfileForm {
  name: string;
  phone: string;
  email: string;
}

export type ProfileProblems = Partial<Record<keyof ProfileForm, 'required' | 'invalid'>>;

export function checkProfile({ name, phone, email }: ProfileForm): ProfileProblems {
  const problems: ProfileProblems = {};
  if (!name.trim()) problems.name = 'required';
  if (phone.length > 32 || /[^\d\s+()-]/.test(phone)) problems.phone = 'invalid';
  if (email && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) problems.email = 'invalid';
  return problems;
}

/** A value of the profile answer outside the contract's Profile (phone, email), when the server sends it. */
export function extraText(profile: object, key: string): string {
  const value: unknown = Reflect.get(profile, key);
  return typeof value === 'string' ? value : '';
}
