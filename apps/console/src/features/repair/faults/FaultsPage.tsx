import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { useCanOperation } from '@om/auth';
import { useTranslation } from '@om/i18n';
import { ResourceListPage } from '../../../shared/resource';
import { faultPoolMeta } from '../meta';
import { faultPool, faultQueue } from './faults.resource';
import { ReportFaultDialog } from './ReportFaultDialog';

function ReportButton() {
  const { t } = useTranslation('repair');
  const mayReport = useCanOperation('reportFault');
  const [open, setOpen] = useState(false);
  if (!mayReport) return null;
  return (
    <>
      <Button size="sm" colorPalette="red" onClick={() => setOpen(true)}>
        {t('resources.faults.create')}
      </Button>
      <ReportFaultDialog open={open} onClose={() => setOpen(false)} meta={faultPoolMeta} />
    </>
  );
}

/** /errorPool/errorList: every hazard and fault, from every source, with its status and work order. */
export function FaultPoolPage() {
  return <ResourceListPage resource={faultPool} actions={<ReportButton />} />;
}

/** /repair/errorList: the faults waiting for dispatch; each opens to create or attach a work order. */
export function FaultQueuePage() {
  return <ResourceListPage resource={faultQueue} actions={<ReportButton />} />;
}
