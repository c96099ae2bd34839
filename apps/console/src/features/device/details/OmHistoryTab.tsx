import { Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { isApiFailure, useGetDeviceHistoryQuery, type DeviceEvent } from '@om/api';
import { formatDateTime, useTranslation, type TFunction } from '@om/i18n';
import { ColorTag, DataTable, Pager } from '@om/ui';
import { eventKindKey, isDeviceStatus, severityKey, statusKey } from '../labels';

const PAGE = 20;

/** An event's status in words: a device status, a fault's severity, or the work order's own. */
function statusText(t: TFunction, event: DeviceEvent): string {
  if (!event.status) return '';
  if (isDeviceStatus(event.status)) return t(statusKey(event.status));
  if (event.kind === 'fault_report') return t(severityKey(event.status));
  return event.status;
}

/**
 * The device's O&M history, newest first: its lifecycle (created, status changes, moves, fault
 * reports) and, as those modules arrive, its work orders and tasks.
 */
export function OmHistoryTab({ deviceId }: { deviceId: number }) {
  const { t } = useTranslation(['device', 'resource']);
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(PAGE);
  const { data, isFetching, error, refetch } = useGetDeviceHistoryQuery({ id: deviceId, page, limit });
  return (
    <Stack gap="3">
      <DataTable<DeviceEvent>
        caption={t('details.omHistory')}
        columns={[
          { key: 'at', header: t('history.at'), cell: (event) => formatDateTime(event.at) },
          { key: 'kind', header: t('history.kind'), cell: (event) => <ColorTag color={event.kind === 'fault_report' ? 'red' : 'gray'}>{t(eventKindKey(event.kind))}</ColorTag> },
          { key: 'title', header: t('history.title'), cell: (event) => event.title },
          { key: 'status', header: t('history.status'), cell: (event) => statusText(t, event) },
          { key: 'user', header: t('history.user'), cell: (event) => (event.user_id ? event.user_name : t('resource:detail.system')) },
        ]}
        rows={data?.items ?? []}
        rowId={(event) => event.id}
        rowLabel={(event) => event.title}
        loading={isFetching}
        error={error ? (isApiFailure(error) ? error.message : t('resource:list.loadFailed')) : undefined}
        onRetry={() => void refetch()}
        emptyText={t('history.empty')}
      />
      {data && data.total > 0 && (
        <Pager
          page={page}
          limit={limit}
          total={data.total}
          onPageChange={setPage}
          onLimitChange={(next) => {
            setLimit(next);
            setPage(1);
          }}
        />
      )}
    </Stack>
  );
}
