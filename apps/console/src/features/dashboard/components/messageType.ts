import type { MessageType } from '@om/api';
import type { TFunction } from '@om/i18n';

export function messageTypeLabel(t: TFunction, type: MessageType): string {
  switch (type) {
    case 'system':
      return t('message:types.system');
    case 'broadcast':
      return t('message:types.broadcast');
    case 'alarm':
      return t('message:types.alarm');
    case 'workorder':
      return t('message:types.workorder');
    case 'approval':
      return t('message:types.approval');
  }
}
