import { HStack, Stack, Text } from '@chakra-ui/react';
import type { Message } from '@om/api';
import { timeAgoList, useTranslation } from '@om/i18n';
import { Panel, Tag } from '@om/ui';
import { messageTypeLabel } from './messageType';

export interface LatestMessagesProps {
  messages: Message[];
}

export function LatestMessages({ messages }: LatestMessagesProps) {
  const { t } = useTranslation(['dashboard', 'message', 'format']);
  return (
    <Panel title={t('latestMessages')}>
      {messages.length === 0 ? (
        <Text color="fg.muted">{t('noMessages')}</Text>
      ) : (
        <Stack as="ul" gap="3" listStyle="none" margin="0" padding="0">
          {messages.map((message) => (
            <Stack as="li" key={message.id} gap="1" paddingBottom="3" borderBottomWidth="1px" _last={{ borderBottomWidth: 0 }}>
              <HStack justify="space-between" gap="3">
                <Text fontWeight={message.read ? 'normal' : 'semibold'} truncate>
                  {message.title}
                </Text>
                <Text asChild fontSize="sm" color="fg.muted" flexShrink={0}>
                  <time dateTime={message.created_at}>{timeAgoList(message.created_at, t)}</time>
                </Text>
              </HStack>
              <HStack gap="2">
                <Tag>{messageTypeLabel(t, message.type)}</Tag>
                {!message.read && <Tag tone="brand">{t('message:status.unread')}</Tag>}
              </HStack>
              <Text fontSize="sm" color="fg.muted" lineClamp={2}>
                {message.content}
              </Text>
            </Stack>
          ))}
        </Stack>
      )}
    </Panel>
  );
}
