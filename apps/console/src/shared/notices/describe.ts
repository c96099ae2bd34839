import type { GuardMessage } from '@om/auth';
import type { TFunction } from '@om/i18n';

export function describeGuardMessage(t: TFunction, message: GuardMessage): string {
  if ('text' in message) return message.text;
  switch (message.key) {
    case 'profileEmpty':
      return t('auth:guard.profileEmpty');
    case 'rolesEmpty':
      return t('auth:guard.rolesEmpty');
    case 'verifyFailed':
      return t('auth:guard.verifyFailed');
  }
}
