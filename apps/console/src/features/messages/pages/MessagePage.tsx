import { Button, Flex, Heading, HStack, Stack, Table, Text, chakra, useRecipe } from '@chakra-ui/react';
import { tableSlotRecipe } from '@chakra-ui/react/theme';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import {
  useDeleteMessageMutation, useGetMessageOptionsQuery, useListMessagesQuery, useMarkMessagesReadMutation, type Message,
  type QueryOf,
} from '@om/api';
import { Can } from '@om/auth';
import { formatDateTime, thousands, timeAgoList, useTranslation } from '@om/i18n';
import { Panel, showSuccess, ERROR_TOAST_MS, Tag, tableSize, useUiSize } from '@om/ui';
import { printPath } from '../../../shared/print/registry';
import { filtersFor, useLastPage, useListUrlState, type ListStateSpec } from '../../../shared/resource';
import { BroadcastForm } from '../components/BroadcastForm';
import { messageTypeLabel, optionLabel } from '../labels';

type ListQuery = QueryOf<'listMessages'>;
type Filters = { type: string; status: string; keyword: string };

const PAGE_SIZE = 20;
const NO_FILTERS: Filters = { type: '', status: '', keyword: '' };
const TYPES = ['system', 'broadcast', 'alarm', 'workorder', 'approval'] as const;
const STATUSES = ['read', 'unread'] as const;

const f = filtersFor<ListQuery>();
/**
 * The list's state in the URL like every other list (`?type=alarm&status=unread&keyword=pump&page=2`):
 * the shared list state parses and writes it; the filter form and the table stay this page's own.
 */
const LIST_SPEC: ListStateSpec = {
  sorts: ['-created_at'],
  defaultSort: '-created_at',
  filters: [
    f.choice('type', TYPES, 'message:filter.type', (type) => `message:type.${type}`),
    f.choice('status', STATUSES, 'message:filter.status', (status) => `message:status.${status}`),
    f.search('message:filter.keyword'),
  ],
};

const filtersOf = (values: Readonly<Record<string, string>>): Filters => ({ type: values['type'] ?? '', status: values['status'] ?? '', keyword: values['keyword'] ?? '' });

/** The list query of a filter form (empty fields left out) on a page. */
export function toListQuery(filters: Filters, page: number, limit = PAGE_SIZE): ListQuery {
  const query: ListQuery = { page, limit, sort: '-created_at' };
  const type = TYPES.find((candidate) => candidate === filters.type);
  const status = STATUSES.find((candidate) => candidate === filters.status);
  const keyword = filters.keyword.trim();
  if (type) query.type = type;
  if (status) query.status = status;
  if (keyword) query.keyword = keyword;
  return query;
}

function FilterField({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <Stack gap="1" minWidth="10rem">
      <chakra.label htmlFor={id} fontSize="sm" fontWeight="medium">
        {label}
      </chakra.label>
      {children(id)}
    </Stack>
  );
}

/**
 * /system/message: the user's messages with type, status and keyword filters (options from
 * GET /admin/message_option), paging, read marks (selected or all), deletion, printing of the
 * selection, and for administrators (userList) the announcement form.
 */
export function MessagePage() {
  const { t, i18n } = useTranslation(['message', 'format', 'common']);
  const size = useUiSize();
  const navigate = useNavigate();
  const fieldStyles = useRecipe({ key: 'input' })({ size, variant: 'outline' });
  const { state, change } = useListUrlState(LIST_SPEC);
  const applied = filtersOf(state.filters);
  const appliedKey = JSON.stringify(applied);
  const { page, limit } = state;
  const [form, setForm] = useState<Filters>(applied);
  const [selected, setSelected] = useState<number[]>([]);
  // Other filters in the URL (back, forward, a link): the form shows them and the selection starts again.
  const shown = useRef(appliedKey);
  useEffect(() => {
    if (shown.current === appliedKey) return;
    shown.current = appliedKey;
    setForm(applied);
    setSelected([]);
  }, [applied, appliedKey]);
  const [confirming, setConfirming] = useState<number | undefined>();
  const options = useGetMessageOptionsQuery();
  const list = useListMessagesQuery(toListQuery(applied, page, limit));
  const [markRead, marking] = useMarkMessagesReadMutation();
  const [deleteMessage] = useDeleteMessageMutation();

  const items = list.data?.items ?? [];
  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / limit));
  useLastPage(state, LIST_SPEC, list.data?.total);
  const allOnPage = items.length > 0 && items.every((item) => selected.includes(item.id));

  const apply = () => {
    const query = toListQuery(form, 1);
    change({ filters: Object.fromEntries(Object.entries({ type: query.type, status: query.status, keyword: query.keyword }).flatMap(([key, value]) => (value ? [[key, value]] : []))) });
    setSelected([]);
  };
  // Enter in the keyword box submits the form; the Search button applies without a form submission.
  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply();
  };
  const reset = () => {
    setForm(NO_FILTERS);
    change({ filters: {} });
    setSelected([]);
  };
  const toggle = (id: number) => setSelected((current) => (current.includes(id) ? current.filter((other) => other !== id) : [...current, id]));
  const read = async (body: { ids: number[] } | { all: true }) => {
    const result = await markRead(body);
    if ('data' in result && result.data) {
      showSuccess(t('markedRead', { count: result.data.updated }), undefined, ERROR_TOAST_MS);
      setSelected([]);
    }
  };
  const remove = async (message: Message) => {
    setConfirming(undefined);
    const result = await deleteMessage(message.id);
    if ('error' in result) return;
    setSelected((current) => current.filter((id) => id !== message.id));
    showSuccess(t('deleted', { title: message.title }), undefined, ERROR_TOAST_MS);
  };

  return (
    <Stack gap="5">
      <Heading as="h1" size="xl">
        {t('title')}
      </Heading>

      <Panel>
        <form role="search" aria-label={t('filters')} onSubmit={submit}>
          <Flex gap="3" wrap="wrap" align="end">
            <FilterField label={t('filter.type')}>
              {(id) => (
                <chakra.select id={id} css={fieldStyles} value={form.type} onChange={(event) => setForm({ ...form, type: event.target.value })}>
                  <option value="">{t('filter.any')}</option>
                  {(options.data?.types ?? []).map((option) => (
                    <option key={option.value} value={option.value}>
                      {optionLabel(t, option.label)}
                    </option>
                  ))}
                </chakra.select>
              )}
            </FilterField>
            <FilterField label={t('filter.status')}>
              {(id) => (
                <chakra.select id={id} css={fieldStyles} value={form.status} onChange={(event) => setForm({ ...form, status: event.target.value })}>
                  <option value="">{t('filter.any')}</option>
                  {(options.data?.statuses ?? []).map((option) => (
                    <option key={option.value} value={option.value}>
                      {optionLabel(t, option.label)}
                    </option>
                  ))}
                </chakra.select>
              )}
            </FilterField>
            <FilterField label={t('filter.keyword')}>
              {(id) => (
                <chakra.input
                  id={id}
                  type="search"
                  css={fieldStyles}
                  maxLength={100}
                  value={form.keyword}
                  onChange={(event) => setForm({ ...form, keyword: event.target.value })}
                />
              )}
            </FilterField>
            <HStack gap="2">
              <Button type="button" colorPalette="brand" size={size} onClick={apply}>
                {t('filter.search')}
              </Button>
              <Button type="button" variant="outline" size={size} onClick={reset}>
                {t('filter.reset')}
              </Button>
            </HStack>
          </Flex>
        </form>
      </Panel>

      <Panel>
        <Flex gap="2" wrap="wrap" marginBottom="4" align="center">
          <Button size={size} variant="outline" disabled={selected.length === 0} loading={marking.isLoading} onClick={() => void read({ ids: selected })}>
            {t('markSelectedRead')}
          </Button>
          <Button size={size} variant="outline" disabled={total === 0} onClick={() => void read({ all: true })}>
            {t('markAllRead')}
          </Button>
          <Button size={size} variant="outline" disabled={selected.length === 0} onClick={() => void navigate(printPath('messages', selected))}>
            {t('printSelected')}
          </Button>
          <Text marginInlineStart="auto" fontSize="sm" color="fg.muted" role="status">
            {list.isFetching ? t('common:loading') : t('total', { count: total, formatted: thousands(total, i18n.language) })}
          </Text>
        </Flex>

        {list.isError ? (
          <Stack align="start" gap="2">
            <Text>{t('loadFailed')}</Text>
            <Button size="sm" onClick={() => void list.refetch()}>
              {t('common:retry')}
            </Button>
          </Stack>
        ) : (
          <Table.ScrollArea>
            <Table.Root recipe={tableSlotRecipe} size={tableSize(size)} aria-label={t('listLabel')}>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader width="1%">
                    <input
                      type="checkbox"
                      aria-label={t('selectPage')}
                      checked={allOnPage}
                      disabled={items.length === 0}
                      onChange={() =>
                        setSelected(allOnPage ? selected.filter((id) => !items.some((item) => item.id === id)) : [...new Set([...selected, ...items.map((item) => item.id)])])
                      }
                    />
                  </Table.ColumnHeader>
                  <Table.ColumnHeader>{t('column.title')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('column.type')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('column.status')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('column.time')}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t('column.actions')}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {items.length === 0 && !list.isFetching && (
                  <Table.Row>
                    <Table.Cell colSpan={6} textAlign="center" color="fg.muted">
                      {t('empty')}
                    </Table.Cell>
                  </Table.Row>
                )}
                {items.map((message) => (
                  <Table.Row key={message.id}>
                    <Table.Cell>
                      <input type="checkbox" aria-label={t('select', { title: message.title })} checked={selected.includes(message.id)} onChange={() => toggle(message.id)} />
                    </Table.Cell>
                    <Table.Cell>
                      <Text fontWeight={message.read ? 'normal' : 'semibold'}>{message.title}</Text>
                      {message.content && (
                        <Text fontSize="sm" color="fg.muted" lineClamp={2}>
                          {message.content}
                        </Text>
                      )}
                    </Table.Cell>
                    <Table.Cell>
                      <Tag>{messageTypeLabel(t, message.type)}</Tag>
                    </Table.Cell>
                    <Table.Cell>{message.read ? t('status.read') : <Tag tone="brand">{t('status.unread')}</Tag>}</Table.Cell>
                    <Table.Cell whiteSpace="nowrap">
                      <time dateTime={message.created_at} title={formatDateTime(message.created_at)}>
                        {timeAgoList(message.created_at, t)}
                      </time>
                    </Table.Cell>
                    <Table.Cell textAlign="end" whiteSpace="nowrap">
                      <HStack gap="1" justify="end">
                        {!message.read && (
                          <Button size="xs" variant="ghost" aria-label={t('markReadOne', { title: message.title })} onClick={() => void read({ ids: [message.id] })}>
                            {t('markRead')}
                          </Button>
                        )}
                        {confirming === message.id ? (
                          <>
                            <Button size="xs" colorPalette="red" aria-label={t('confirmDeleteOne', { title: message.title })} onClick={() => void remove(message)}>
                              {t('confirmDelete')}
                            </Button>
                            <Button size="xs" variant="ghost" onClick={() => setConfirming(undefined)}>
                              {t('cancel')}
                            </Button>
                          </>
                        ) : (
                          <Button size="xs" variant="ghost" colorPalette="red" aria-label={t('deleteOne', { title: message.title })} onClick={() => setConfirming(message.id)}>
                            {t('delete')}
                          </Button>
                        )}
                      </HStack>
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        )}

        <Flex as="nav" aria-label={t('pagination')} align="center" justify="end" gap="2" marginTop="4">
          <Button size={size} variant="outline" disabled={page <= 1} onClick={() => change({ page: page - 1 }, true)}>
            {t('previous')}
          </Button>
          <Text fontSize="sm">{t('pageOf', { page, pages })}</Text>
          <Button size={size} variant="outline" disabled={page >= pages} onClick={() => change({ page: page + 1 }, true)}>
            {t('next')}
          </Button>
        </Flex>
      </Panel>

      <Can roles={['userList']}>
        <BroadcastForm onSent={(recipients) => showSuccess(t('broadcast.sent', { count: recipients }), undefined, ERROR_TOAST_MS)} />
      </Can>
    </Stack>
  );
}
