import { Button } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useTransitionPurchaseOrderMutation, type PurchaseOrderAction, type PurchaseOrderRecord } from '@om/api';
import { useCanOperation } from '@om/auth';
import { useTranslation } from '@om/i18n';
import { showSuccess } from '@om/ui';
import { failureMessage, ResourceDetailPage, settled } from '../../shared/resource';
import { printPath } from '../../shared/print/registry';
import { orderStatusKey } from './labels';
import { OrderLinesTable, ReceiptsTable } from './OrderTables';
import { purchaseOrders } from './purchaseOrders.resource';
import { ReceiveDialog } from './ReceiveDialog';
import { TransitionsTable } from './shared';
import { StepDialog, type StepInput } from './StepDialog';

/** Which transitions a status offers (the server refuses the others with 409 anyway). */
const OFFERED: Record<PurchaseOrderRecord['status'], readonly PurchaseOrderAction[]> = {
  draft: ['submit', 'cancel'],
  submitted: [],
  approved: ['order', 'cancel'],
  ordered: ['cancel'],
  partly_received: ['close'],
  received: ['close'],
  closed: [],
  cancelled: [],
};

function OrderActions({ order }: { order: PurchaseOrderRecord }) {
  const { t } = useTranslation('purchasing');
  const mayMove = useCanOperation('transitionPurchaseOrder');
  const mayReceive = useCanOperation('receivePurchaseOrder');
  const [transition, state] = useTransitionPurchaseOrderMutation();
  const [step, setStep] = useState<PurchaseOrderAction>();
  const [receiving, setReceiving] = useState(false);
  const [error, setError] = useState<string>();
  const close = () => {
    setStep(undefined);
    setError(undefined);
  };
  const run = async (input: StepInput) => {
    if (!step) return;
    const body = { action: step, version: order.version, ...(input.reason ? { reason: input.reason } : {}), ...(step === 'submit' ? { approver_ids: input.approverIds } : {}) };
    const outcome = settled(await transition({ id: order.id, body }));
    if (!outcome.ok) return setError(failureMessage(outcome.error, t('steps.failed')));
    showSuccess(t(`orders.done.${step}`, { number: order.number }));
    close();
  };
  const reason = step === 'cancel' || (step === 'close' && order.status === 'partly_received') ? 'required' : 'optional';
  return (
    <>
      <Button asChild size="sm" variant="outline">
        <Link to={printPath('purchase-order', [order.id])} target="_blank">
          {t('orders.print')}
        </Link>
      </Button>
      {mayReceive && (order.status === 'ordered' || order.status === 'partly_received') && (
        <Button size="sm" colorPalette="green" onClick={() => setReceiving(true)}>
          {t('actions.receive')}
        </Button>
      )}
      {mayMove &&
        OFFERED[order.status].map((action) => (
          <Button key={action} size="sm" variant={action === 'cancel' ? 'outline' : 'solid'} colorPalette={action === 'cancel' ? 'red' : 'brand'} onClick={() => setStep(action)}>
            {t(`actions.${action}`)}
          </Button>
        ))}
      <StepDialog
        key={step ?? 'none'}
        open={step !== undefined}
        title={step ? t(`orders.confirm.${step}`, { number: order.number }) : ''}
        confirmLabel={step ? t(`actions.${step}`) : ''}
        text={step === 'submit' ? t('orders.submitText') : undefined}
        reason={reason}
        approvers={step === 'submit'}
        danger={step === 'cancel'}
        busy={state.isLoading}
        error={error}
        onCancel={close}
        onConfirm={(input) => void run(input)}
      />
      {receiving && <ReceiveDialog order={order} open={receiving} onClose={() => setReceiving(false)} />}
    </>
  );
}

/** /supplier/purchaseDetails/{id}: one purchase order, its lines, receipts and transitions; the actions its status allows. */
export function OrderDetailPage() {
  const resource = useMemo(
    () => ({
      ...purchaseOrders,
      detail: {
        sections: purchaseOrders.detail?.sections ?? [],
        history: purchaseOrders.detail?.history,
        tabs: [
          { key: 'lines', label: 'tabs.lines', render: (row: PurchaseOrderRecord) => <OrderLinesTable order={row} /> },
          { key: 'receipts', label: 'tabs.receipts', render: (row: PurchaseOrderRecord) => <ReceiptsTable receipts={row.receipts ?? []} currency={row.currency} /> },
          { key: 'transitions', label: 'tabs.transitions', render: (row: PurchaseOrderRecord) => <TransitionsTable transitions={row.transitions ?? []} statusKey={orderStatusKey} /> },
        ],
      },
    }),
    [],
  );
  return <ResourceDetailPage resource={resource} actions={(order) => <OrderActions order={order} />} />;
}
