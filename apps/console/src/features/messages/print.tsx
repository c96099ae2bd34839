import { Table } from '@chakra-ui/react';
import { tableSlotRecipe } from '@chakra-ui/react/theme';
import { messagesApi, type Message } from '@om/api';
import { formatDateTime, useTranslation } from '@om/i18n';
import { registerPrintType } from '../../shared/print/registry';
import { messageTypeLabel } from './labels';

const PAGE = 100;
const MAX_PAGES = 20;

function MessagesPrint({ messages }: { messages: readonly Message[] }) {
  const { t } = useTranslation(['message', 'print']);
  if (messages.length === 0) return <p>{t('print:messages.none')}</p>;
  return (
    <Table.Root recipe={tableSlotRecipe} size="sm" variant="outline" aria-label={t('print:messages.title', { count: messages.length })}>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>{t('column.time')}</Table.ColumnHeader>
          <Table.ColumnHeader>{t('column.type')}</Table.ColumnHeader>
          <Table.ColumnHeader>{t('column.title')}</Table.ColumnHeader>
          <Table.ColumnHeader>{t('column.content')}</Table.ColumnHeader>
          <Table.ColumnHeader>{t('column.status')}</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {messages.map((message) => (
          <Table.Row key={message.id}>
            <Table.Cell whiteSpace="nowrap">{formatDateTime(message.created_at)}</Table.Cell>
            <Table.Cell>{messageTypeLabel(t, message.type)}</Table.Cell>
            <Table.Cell fontWeight="semibold">{message.title}</Table.Cell>
            <Table.Cell whiteSpace="pre-wrap">{message.content}</Table.Cell>
            <Table.Cell>{message.read ? t('status.read') : t('status.unread')}</Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}

/** Selected messages, printed from the message list ("Print selected"). */
registerPrintType<Message[]>('messages', {
  title: (t, ids) => t('print:messages.title', { count: ids.length }),
  async load(ids, { dispatch }) {
    const wanted = new Set(ids);
    const found: Message[] = [];
    // There is no message-by-id read: the user's list is walked until every id is found.
    for (let page = 1; page <= MAX_PAGES && found.length < wanted.size; page += 1) {
      const result = await dispatch(messagesApi.endpoints.listMessages.initiate({ page, limit: PAGE }, { subscribe: false, forceRefetch: true }));
      if (!result.data) throw new Error(result.error?.message ?? 'messages could not be loaded');
      found.push(...result.data.items.filter((message) => wanted.has(message.id)));
      if (page * PAGE >= result.data.total) break;
    }
    return ids.flatMap((id) => found.filter((message) => message.id === id));
  },
  render: (messages) => <MessagesPrint messages={messages} />,
});
