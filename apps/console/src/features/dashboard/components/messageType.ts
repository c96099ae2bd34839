import type { MessageType } from '@om/api';
import type { TFunction } from '@om/i18n';

export function messageTypeLabel(t: TFunction, type: MessageType): string {
  return t(`type.${type}`, { ns: 'message' });
}
