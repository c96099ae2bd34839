import { Link as ChakraLink } from '@chakra-ui/react';
import { Link } from 'react-router';
import { QUERY_VALUES, exportFaultsCsv, useGetFaultQuery, useListFaultsQuery, type FaultListQuery, type FaultRecord } from '@om/api';
import { defineResource, detailHref, filtersFor, type ResourceMeta } from '../../../shared/resource';
import { devicesMeta } from '../../device';
import { faultPoolMeta, faultQueueMeta } from '../meta';
import { FAULT_SOURCES, FAULT_STATUSES, FaultStatusTag, SEVERITIES, SeverityTag } from '../labels';

const f = filtersFor<FaultListQuery>();

export function DeviceLink({ id, code, name }: { id: number; code: string; name: string }) {
  return (
    <ChakraLink asChild color="brand.fg" fontWeight="medium">
      <Link to={detailHref(devicesMeta, id) ?? '#'}>
        {code} {name}
      </Link>
    </ChakraLink>
  );
}

function faultsResource(meta: ResourceMeta, fixed: FaultListQuery) {
  return defineResource<FaultRecord, FaultListQuery, object, object>({
    meta,
    rowLabel: (row) => `#${row.id} ${row.device_code} ${row.fault_name || row.description}`,
    list: {
      useList: useListFaultsQuery,
      fixed,
      scoped: true,
      sorts: QUERY_VALUES.listFaults.sort,
      defaultSort: '-last_seen_at',
      columns: [
        { key: 'id', sortable: true, cell: (row) => `#${row.id}` },
        { key: 'device_id', hideable: false, cell: (row) => <DeviceLink id={row.device_id} code={row.device_code} name={row.device_name} /> },
        { key: 'station_title' },
        { key: 'fault_name', cell: (row, { t }) => row.fault_name || t('repair:none') },
        { key: 'description' },
        { key: 'severity', sortable: true, cell: (row) => <SeverityTag severity={row.severity} /> },
        { key: 'source', cell: (row, { t }) => t(`repair:source.${row.source}`) },
        { key: 'status', sortable: true, cell: (row) => <FaultStatusTag status={row.status} /> },
        { key: 'count', sortable: true },
        { key: 'last_seen_at', sortable: true, cell: (row, { dateTime }) => dateTime(row.last_seen_at) },
        { key: 'first_seen_at', sortable: true, defaultHidden: true, cell: (row, { dateTime }) => dateTime(row.first_seen_at) },
        { key: 'reporter_name', defaultHidden: true },
        { key: 'work_order_code' },
      ],
      filters: [
        f.search('resources.faults.keyword'),
        ...(fixed.waiting ? [] : [f.choice('status', FAULT_STATUSES, 'resources.faults.fields.status', (status) => `faultStatus.${status}`)]),
        f.choice('severity', SEVERITIES, 'resources.faults.fields.severity', (severity) => `severity.${severity}`),
        f.choice('source', FAULT_SOURCES, 'resources.faults.fields.source', (source) => `source.${source}`),
      ],
    },
    useGet: useGetFaultQuery,
    csv: { export: (query, options) => exportFaultsCsv({ ...query, ...fixed }, options) },
  });
}

/** The whole pool (/errorPool/errorList). */
export const faultPool = faultsResource(faultPoolMeta, {});
/** The dispatcher's queue (/repair/errorList): open or confirmed faults in no work order. */
export const faultQueue = faultsResource(faultQueueMeta, { waiting: true });
