import type { MessageType } from '@om/api';
import type { TFunction } from '@om/i18n';

/**
 * The server sends filter option labels as i18n keys of the `message` namespace, written with the
 * namespace in front (`message.type.alarm`, `message.status.read`, see GET /admin/message_option).
 * The leading `message.` is dropped and the rest looked up in the namespace; an unknown key shows as
 * it came.
 */
export function optionLabel(t: TFunction, label: string): string {
  const key = label.replace(/^message[.:]/, '');
  return t(key, { ns: 'message', defaultValue: label });
}

export function messageTypeLabel(t: TFunction, type: MessageType): string {
  return t(`type.${type}`, { ns: 'message' });
}
