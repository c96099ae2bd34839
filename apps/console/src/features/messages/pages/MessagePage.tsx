import { Button, Flex, Stack, Text } from '@chakra-ui/react';
import { useNavigate } from 'react-router';
import { useListMessagesQuery, useMarkMessagesReadMutation, type QueryOf } from '@om/api';
import { Can } from '@om/auth';
import { thousands, useTranslation } from '@om/i18n';
import { showSuccess, ERROR_TOAST_MS, useUiSize } from '@om/ui';
import { printPath } from '../../../shared/print/registry';
import { ResourceListPage } from '../../../shared/resource';
import { BroadcastForm } from '../components/BroadcastForm';
import { messages } from '../messages.resource';

type ReadRequest = { ids: number[] } | { all: true };

/** Marks messages read and says how many were. */
function useMarkRead() {
  const { t } = useTranslation('message');
  const [markRead, state] = useMarkMessagesReadMutation();
  const read = async (body: ReadRequest) => {
    const result = await markRead(body);
    if ('data' in result && result.data) showSuccess(t('markedRead', { count: result.data.updated }), undefined, ERROR_TOAST_MS);
  };
  return { read, busy: state.isLoading };
}

/** How many messages the filters match (the list's own request: a cache hit), and Mark all read. */
function MessageSummary({ query, onReadAll, busy }: { query: QueryOf<'listMessages'>; onReadAll(): void; busy: boolean }) {
  const { t, i18n } = useTranslation(['message', 'common']);
  const size = useUiSize();
  const list = useListMessagesQuery(query);
  const total = list.data?.total ?? 0;
  return (
    <Flex gap="3" wrap="wrap" align="center">
      <Text fontSize="sm" color="fg.muted" role="status">
        {list.isFetching ? t('common:loading') : t('total', { count: total, formatted: thousands(total, i18n.language) })}
      </Text>
      <Button size={size} variant="outline" disabled={total === 0} loading={busy} onClick={onReadAll}>
        {t('markAllRead')}
      </Button>
    </Flex>
  );
}

/**
 * /system/message: the user's messages on the shared list shell — type, status and keyword filters
 * (choices from GET /admin/message_option), paging, read marks (a row, the selection or all),
 * deletion, printing of the selection — and for administrators (userList) the announcement form.
 */
export function MessagePage() {
  const { t } = useTranslation('message');
  const navigate = useNavigate();
  const { read, busy } = useMarkRead();
  return (
    <Stack gap="5">
      <ResourceListPage
        resource={messages}
        summary={(query) => <MessageSummary query={query} busy={busy} onReadAll={() => void read({ all: true })} />}
        rowMenu={(message) => (message.read ? [] : [{ key: 'read', label: t('markRead'), onSelect: () => void read({ ids: [message.id] }) }])}
        bulkActions={[
          { key: 'read', label: t('markSelectedRead'), run: (ids) => void read({ ids }) },
          { key: 'print', label: t('printSelected'), run: (ids) => void navigate(printPath('messages', ids)) },
        ]}
      />
      <Can roles={['userList']}>
        <BroadcastForm onSent={(recipients) => showSuccess(t('broadcast.sent', { count: recipients }), undefined, ERROR_TOAST_MS)} />
      </Can>
    </Stack>
  );
}
