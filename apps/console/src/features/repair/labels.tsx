import type { FaultSeverity, FaultSource, FaultStatus, RepairOrderRecord, WorkOrderState } from '@om/api';
import { useTranslation } from '@om/i18n';
import { ColorTag, type TagColor } from '@om/ui';

export const SEVERITIES: readonly FaultSeverity[] = ['low', 'medium', 'high', 'critical'];
export const FAULT_STATUSES: readonly FaultStatus[] = ['open', 'confirmed', 'in_work_order', 'resolved', 'rejected'];
export const FAULT_SOURCES: readonly FaultSource[] = ['device_report', 'manual', 'inspection', 'sensor_alarm'];
export const ORDER_STATES: readonly WorkOrderState[] = ['created', 'assigned', 'accepted', 'started', 'completed', 'checked', 'closed'];

const SEVERITY_COLOR: Record<FaultSeverity, TagColor> = { low: 'gray', medium: 'blue', high: 'orange', critical: 'red' };
const STATUS_COLOR: Record<FaultStatus, TagColor> = { open: 'orange', confirmed: 'blue', in_work_order: 'purple', resolved: 'green', rejected: 'gray' };
const STATE_COLOR: Record<WorkOrderState, TagColor> = {
  created: 'gray',
  assigned: 'blue',
  accepted: 'blue',
  started: 'purple',
  completed: 'orange',
  checked: 'green',
  closed: 'gray',
};

export function SeverityTag({ severity }: { severity: FaultSeverity }) {
  const { t } = useTranslation('repair');
  return <ColorTag color={SEVERITY_COLOR[severity]}>{t(`severity.${severity}`)}</ColorTag>;
}

export function FaultStatusTag({ status }: { status: FaultStatus }) {
  const { t } = useTranslation('repair');
  return <ColorTag color={STATUS_COLOR[status]}>{t(`faultStatus.${status}`)}</ColorTag>;
}

/** The order's state, and "Overdue" in red when the deadline of its current step has passed. */
export function StateTag({ order }: { order: Pick<RepairOrderRecord, 'state' | 'overdue'> }) {
  const { t } = useTranslation('repair');
  return (
    <>
      <ColorTag color={STATE_COLOR[order.state]}>{t(`state.${order.state}`)}</ColorTag>{' '}
      {order.overdue && (
        <ColorTag color="red" strong>
          {t('overdue')}
        </ColorTag>
      )}
    </>
  );
}
