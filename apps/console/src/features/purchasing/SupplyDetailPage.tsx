import { Alert, Button, Link as ChakraLink } from '@chakra-ui/react';
import { alertSlotRecipe } from '@chakra-ui/react/theme';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useCancelSupplyOrderMutation, useFulfilSupplyOrderMutation, type SupplyOrderRecord } from '@om/api';
import { useCanOperation } from '@om/auth';
import { useTranslation } from '@om/i18n';
import { showSuccess } from '@om/ui';
import { failureMessage, ResourceDetailPage, settled } from '../../shared/resource';
import { supplyStatusKey } from './labels';
import { TransitionsTable } from './shared';
import { StepDialog, type StepInput } from './StepDialog';
import { supplyOrders } from './supplyOrders.resource';

type Step = 'fulfil' | 'cancel';

function SupplyActions({ order }: { order: SupplyOrderRecord }) {
  const { t } = useTranslation('purchasing');
  const mayFulfil = useCanOperation('fulfilSupplyOrder');
  const mayCancel = useCanOperation('cancelSupplyOrder');
  const [fulfil, fulfilling] = useFulfilSupplyOrderMutation();
  const [cancel, cancelling] = useCancelSupplyOrderMutation();
  const [step, setStep] = useState<Step>();
  const [error, setError] = useState<string>();
  const close = () => {
    setStep(undefined);
    setError(undefined);
  };
  const run = async (input: StepInput) => {
    if (!step) return;
    const body = { version: order.version, ...(input.reason ? { reason: input.reason } : {}) };
    const outcome = settled(await (step === 'fulfil' ? fulfil({ id: order.id, body }) : cancel({ id: order.id, body })));
    if (!outcome.ok) return setError(failureMessage(outcome.error, t('steps.failed')));
    showSuccess(t(`supply.done.${step}`, { number: order.number }));
    close();
  };
  return (
    <>
      {order.document_id > 0 && (
        <Alert.Root recipe={alertSlotRecipe} status="success">
          <Alert.Indicator />
          <Alert.Description>
            {t('supply.fulfilledBy')}{' '}
            <ChakraLink asChild color="brand.fg" fontWeight="medium">
              <Link to={`/spare/outSupplyDetails/${order.document_id}`}>{t('supply.openDocument')}</Link>
            </ChakraLink>
          </Alert.Description>
        </Alert.Root>
      )}
      {order.status === 'draft' && mayFulfil && (
        <Button size="sm" colorPalette="green" onClick={() => setStep('fulfil')}>
          {t('actions.fulfil')}
        </Button>
      )}
      {order.status === 'draft' && mayCancel && (
        <Button size="sm" variant="outline" colorPalette="red" onClick={() => setStep('cancel')}>
          {t('actions.cancel')}
        </Button>
      )}
      <StepDialog
        key={step ?? 'none'}
        open={step !== undefined}
        title={step ? t(`supply.confirm.${step}`, { number: order.number }) : ''}
        confirmLabel={step ? t(`actions.${step}`) : ''}
        text={step === 'fulfil' ? t('supply.fulfilText', { warehouse: order.warehouse_name }) : undefined}
        reason={step === 'cancel' ? 'required' : 'optional'}
        danger={step === 'cancel'}
        busy={fulfilling.isLoading || cancelling.isLoading}
        error={error}
        onCancel={close}
        onConfirm={(input) => void run(input)}
      />
    </>
  );
}

/** /custom/supplyDetails/{id}: one supply order, fulfilled by a supply-out of the spare-parts stores. */
export function SupplyDetailPage() {
  const resource = useMemo(
    () => ({
      ...supplyOrders,
      detail: {
        sections: supplyOrders.detail?.sections ?? [],
        history: supplyOrders.detail?.history,
        tabs: [{ key: 'transitions', label: 'tabs.transitions', render: (row: SupplyOrderRecord) => <TransitionsTable transitions={row.transitions ?? []} statusKey={supplyStatusKey} /> }],
      },
    }),
    [],
  );
  return <ResourceDetailPage resource={resource} actions={(order) => <SupplyActions order={order} />} />;
}
