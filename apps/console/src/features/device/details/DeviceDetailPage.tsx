import { Button } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import type { DeviceRecord } from '@om/api';
import { useCanOperation } from '@om/auth';
import { useTranslation } from '@om/i18n';
import { ResourceDetailPage, type DetailTabDef } from '../../../shared/resource';
import { useDevicesResource } from '../ledger/devices.resource';
import { AttributesTab } from './AttributesTab';
import { BasicTab } from './BasicTab';
import { ChildrenTab } from './ChildrenTab';
import { FaultReportDialog } from './FaultReportDialog';
import { FilesTab } from './FilesTab';
import { OmHistoryTab } from './OmHistoryTab';
import { SensorsTab } from './SensorsTab';

const TABS: readonly DetailTabDef<DeviceRecord>[] = [
  { key: 'basic', label: 'details.basic', render: (device) => <BasicTab device={device} /> },
  { key: 'attributes', label: 'details.attributes', render: (device) => <AttributesTab device={device} /> },
  { key: 'sensors', label: 'details.sensors', render: (device) => <SensorsTab device={device} /> },
  { key: 'children', label: 'details.children', render: (device) => <ChildrenTab device={device} /> },
  { key: 'files', label: 'details.files', render: (device) => <FilesTab device={device} /> },
  { key: 'om', label: 'details.omHistory', render: (device) => <OmHistoryTab deviceId={device.id} /> },
];

function ReportFault({ device }: { device: DeviceRecord }) {
  const { t } = useTranslation('device');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="sm" colorPalette="red" onClick={() => setOpen(true)}>
        {t('fault.button')}
      </Button>
      <FaultReportDialog device={device} open={open} onClose={() => setOpen(false)} />
    </>
  );
}

/**
 * /device/details/{id}: the device's basic information with its QR code, extra attributes, sensors,
 * sub-devices, files, O&M history and audit history; Edit, Delete and a one-click fault report.
 * Scanning a label's QR code opens this page (after signing in, if needed).
 */
export function DeviceDetailPage() {
  const base = useDevicesResource();
  const mayReport = useCanOperation('reportDeviceFault');
  const resource = useMemo(() => ({ ...base, detail: { sections: [], tabs: TABS, history: 'device' } }), [base]);
  return <ResourceDetailPage resource={resource} actions={(device) => (mayReport ? <ReportFault device={device} /> : null)} />;
}
