import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useCanOperation } from '@om/auth';
import { useTranslation } from '@om/i18n';
import type { BulkAction } from '@om/ui';
import { ResourceListPage } from '../../../shared/resource';
import { printPath } from '../../../shared/print/registry';
import { BulkChangeDialog } from './BulkChangeDialog';
import { DeviceSummaryBar } from './DeviceSummaryBar';
import { useDevicesResource } from './devices.resource';

/** The most labels one print page asks for (the contract's `ids`). */
export const MAX_LABELS = 200;

/**
 * /device/list: the ledger. The list (with its figures) and the type tree are the only requests on
 * open; filters, sort and paging live in the URL. Selected rows can change status or station at
 * once, or be printed as QR labels.
 */
export function DevicesPage() {
  const { t } = useTranslation('device');
  const resource = useDevicesResource();
  const navigate = useNavigate();
  const location = useLocation();
  const mayBulkChange = useCanOperation('bulkChangeDevices');
  const [changing, setChanging] = useState<readonly number[]>([]);

  const bulkActions: BulkAction[] = [
    ...(mayBulkChange ? [{ key: 'bulk-change', label: t('bulk.button'), run: (ids: number[]) => setChanging(ids) }] : []),
    { key: 'print-labels', label: t('labels.print'), run: (ids: number[]) => void navigate(printPath('device-qr', ids.slice(0, MAX_LABELS), `${location.pathname}${location.search}`)) },
  ];

  return (
    <>
      <ResourceListPage resource={resource} summary={(query) => <DeviceSummaryBar query={query} />} bulkActions={bulkActions} />
      <BulkChangeDialog ids={changing} onClose={() => setChanging([])} />
    </>
  );
}
