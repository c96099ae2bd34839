import { Text } from '@chakra-ui/react';
import {
  MESSAGE_TYPE_VALUES, QUERY_VALUES, useDeleteMessageMutation, useGetMessageOptionsQuery, useListMessagesQuery, type Message, type QueryOf,
} from '@om/api';
import { formatDateTime, timeAgoList, useTranslation } from '@om/i18n';
import { Tag, type Option } from '@om/ui';
import { defineResource, filtersFor, type FilterDef, type MutationHook } from '../../shared/resource';
import { messageTypeLabel, optionLabel } from './labels';
import { messagesMeta } from './meta';

type MessageListQuery = QueryOf<'listMessages'>;
type OptionKind = 'types' | 'statuses';

const STATUSES = QUERY_VALUES.listMessages.status;

/** The choices of a filter as the server offers them (GET /admin/message_option), their labels translated. */
function useMessageOptions(kind: OptionKind): readonly Option[] {
  const { t } = useTranslation('message');
  const { data } = useGetMessageOptionsQuery();
  return (data?.[kind] ?? []).map((option) => ({ value: option.value, label: optionLabel(t, option.label) }));
}

/** A filter whose choices the server offers; a URL value outside the contract's values is no filter. */
function offered(param: 'type' | 'status', label: string, kind: OptionKind, values: readonly string[]): FilterDef {
  return { param, label, control: { kind: 'lookup', useOptions: () => useMessageOptions(kind) }, parse: (raw) => values.find((value) => value === raw) };
}

/** The message list deletes by id alone (the id in the path and the query): messages have no version. */
const useRemoveMessage: MutationHook<{ id: number; version: number }, null> = () => {
  const [remove, state] = useDeleteMessageMutation();
  return [({ id }) => remove(id), state] as const;
};

function TypeTag({ message }: { message: Message }) {
  const { t } = useTranslation('message');
  return <Tag>{messageTypeLabel(t, message.type)}</Tag>;
}

function ReadStatus({ message }: { message: Message }) {
  const { t } = useTranslation('message');
  return message.read ? <>{t('status.read')}</> : <Tag tone="brand">{t('status.unread')}</Tag>;
}

/** "2 minutes ago", the exact time on hover. */
function ReceivedAt({ message }: { message: Message }) {
  const { t } = useTranslation(['message', 'format']);
  return (
    <time dateTime={message.created_at} title={formatDateTime(message.created_at)}>
      {timeAgoList(message.created_at, t)}
    </time>
  );
}

const f = filtersFor<MessageListQuery>();

/**
 * The signed-in user's messages (/system/message): type, status and keyword filters with the
 * server's choices, newest first, read marks and deletion; every user sees only their own.
 */
export const messages = defineResource<Message, MessageListQuery, object, object>({
  meta: messagesMeta,
  rowLabel: (message) => message.title,
  list: {
    useList: useListMessagesQuery,
    fixed: {},
    sorts: QUERY_VALUES.listMessages.sort,
    defaultSort: '-created_at',
    selectable: true,
    columns: [
      {
        key: 'title',
        label: 'message:column.title',
        hideable: false,
        cell: (message) => (
          <>
            <Text fontWeight={message.read ? 'normal' : 'semibold'}>{message.title}</Text>
            {message.content && (
              <Text fontSize="sm" color="fg.muted" lineClamp={2}>
                {message.content}
              </Text>
            )}
          </>
        ),
      },
      { key: 'type', label: 'message:column.type', cell: (message) => <TypeTag message={message} /> },
      { key: 'read', label: 'message:column.status', cell: (message) => <ReadStatus message={message} /> },
      {
        key: 'created_at',
        label: 'message:column.time',
        sortable: true,
        cell: (message) => <ReceivedAt message={message} />,
      },
    ],
    filters: [
      offered('type', 'message:filter.type', 'types', MESSAGE_TYPE_VALUES),
      offered('status', 'message:filter.status', 'statuses', STATUSES),
      f.search('message:filter.keyword'),
    ],
  },
  remove: { useMutation: useRemoveMessage },
});
