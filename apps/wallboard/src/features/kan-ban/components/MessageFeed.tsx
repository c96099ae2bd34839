import { Box, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { Message, MessageType } from '@om/api';
import { timeAgoList, useTranslation, type TFunction } from '@om/i18n';

function typeLabel(t: TFunction, type: MessageType): string {
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

export function MessageFeed({ messages }: { messages: Message[] }) {
  const { t } = useTranslation(['wallboard', 'message', 'format']);
  return (
    <Box as="section" aria-labelledby="latest" bg="whiteAlpha.50" borderWidth="1px" borderColor="whiteAlpha.200" borderRadius="xl" padding="6" minHeight="0">
      <Heading as="h2" id="latest" size="xl" marginBottom="4" color="gray.100">
        {t('latest')}
      </Heading>
      {messages.length === 0 ? (
        <Text color="gray.400" fontSize="xl">
          {t('noMessages')}
        </Text>
      ) : (
        <Stack as="ul" gap="3" listStyle="none" margin="0" padding="0">
          {messages.map((message) => (
            <HStack as="li" key={message.id} gap="4" align="baseline" fontSize={{ base: 'md', xl: 'xl' }}>
              <Text color={message.type === 'alarm' ? 'red.300' : 'cyan.300'} flexShrink={0} minWidth="7em">
                {typeLabel(t, message.type)}
              </Text>
              <Text color="gray.100" flex="1" truncate>
                {message.title}
              </Text>
              <Text asChild color="gray.400" flexShrink={0}>
                <time dateTime={message.created_at}>{timeAgoList(message.created_at, t)}</time>
              </Text>
            </HStack>
          ))}
        </Stack>
      )}
    </Box>
  );
}
