import { Button, Link as ChakraLink, Table } from '@chakra-ui/react';
import { tableSlotRecipe } from '@chakra-ui/react/theme';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useConvertPurchaseRequestMutation, useTransitionPurchaseRequestMutation, type PurchaseRequestRecord } from '@om/api';
import { useCanOperation } from '@om/auth';
import { useTranslation } from '@om/i18n';
import { showSuccess } from '@om/ui';
import { detailHref, failureMessage, ResourceDetailPage, settled } from '../../shared/resource';
import { moneyText, quantityText, requestStatusKey } from './labels';
import { purchaseOrdersMeta } from './meta';
import { purchaseRequests } from './purchaseRequests.resource';
import { TransitionsTable } from './shared';
import { StepDialog, type StepInput } from './StepDialog';

type Step = 'submit' | 'cancel' | 'convert';

function RequestLines({ request }: { request: PurchaseRequestRecord }) {
  const { t } = useTranslation('purchasing');
  return (
    <Table.Root recipe={tableSlotRecipe} size="sm" aria-label={t('tabs.lines')}>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>{t('lines.partHeader')}</Table.ColumnHeader>
          <Table.ColumnHeader>{t('lines.supplierHeader')}</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">{t('lines.quantityHeader')}</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">{t('lines.priceHeader')}</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">{t('lines.amountHeader')}</Table.ColumnHeader>
          <Table.ColumnHeader>{t('lines.orderHeader')}</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {request.lines.map((line) => (
          <Table.Row key={line.id}>
            <Table.Cell>
              {line.part_code} {line.part_name}
            </Table.Cell>
            <Table.Cell>{line.supplier_name || t('lines.cheapestSupplier')}</Table.Cell>
            <Table.Cell textAlign="end">
              {quantityText(line.quantity)} {line.unit}
            </Table.Cell>
            <Table.Cell textAlign="end">{moneyText(line.unit_price, request.currency)}</Table.Cell>
            <Table.Cell textAlign="end">{moneyText(line.amount, request.currency)}</Table.Cell>
            <Table.Cell>
              {line.order_id > 0 ? (
                <ChakraLink asChild color="brand.fg">
                  <Link to={detailHref(purchaseOrdersMeta, line.order_id) ?? '#'}>{t('lines.openOrder')}</Link>
                </ChakraLink>
              ) : (
                '—'
              )}
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}

function RequestActions({ request }: { request: PurchaseRequestRecord }) {
  const { t } = useTranslation('purchasing');
  const mayMove = useCanOperation('transitionPurchaseRequest');
  const mayConvert = useCanOperation('convertPurchaseRequest');
  const [transition, moving] = useTransitionPurchaseRequestMutation();
  const [convert, converting] = useConvertPurchaseRequestMutation();
  const [step, setStep] = useState<Step>();
  const [error, setError] = useState<string>();
  const close = () => {
    setStep(undefined);
    setError(undefined);
  };
  const run = async (input: StepInput) => {
    if (!step) return;
    if (step === 'convert') {
      const outcome = settled(await convert({ id: request.id, body: { version: request.version } }));
      if (!outcome.ok) return setError(failureMessage(outcome.error, t('steps.failed')));
      showSuccess(t('requests.converted', { number: request.number }), t('requests.convertedText', { orders: outcome.data.orders.map((order) => order.number).join(', ') }));
    } else {
      const body = { action: step, version: request.version, ...(input.reason ? { reason: input.reason } : {}), ...(step === 'submit' ? { approver_ids: input.approverIds } : {}) };
      const outcome = settled(await transition({ id: request.id, body }));
      if (!outcome.ok) return setError(failureMessage(outcome.error, t('steps.failed')));
      showSuccess(t(`requests.done.${step}`, { number: request.number }));
    }
    close();
  };
  const offered: Step[] = [];
  if (mayMove && (request.status === 'draft' || request.status === 'rejected')) offered.push('submit');
  if (mayConvert && request.status === 'approved') offered.push('convert');
  if (mayMove && ['draft', 'approved', 'rejected'].includes(request.status)) offered.push('cancel');
  return (
    <>
      {offered.map((action) => (
        <Button key={action} size="sm" variant={action === 'cancel' ? 'outline' : 'solid'} colorPalette={action === 'cancel' ? 'red' : 'brand'} onClick={() => setStep(action)}>
          {t(`actions.${action}`)}
        </Button>
      ))}
      <StepDialog
        key={step ?? 'none'}
        open={step !== undefined}
        title={step ? t(`requests.confirm.${step}`, { number: request.number }) : ''}
        confirmLabel={step ? t(`actions.${step}`) : ''}
        text={step === 'convert' ? t('requests.convertText') : step === 'submit' ? t('requests.submitText') : undefined}
        reason={step === 'cancel' ? 'required' : step === 'submit' ? 'optional' : 'none'}
        approvers={step === 'submit'}
        danger={step === 'cancel'}
        busy={moving.isLoading || converting.isLoading}
        error={error}
        onCancel={close}
        onConfirm={(input) => void run(input)}
      />
    </>
  );
}

/** /office/purchasDetails/{id}: one purchase request, its lines (and the orders they went into) and transitions. */
export function RequestDetailPage() {
  const resource = useMemo(
    () => ({
      ...purchaseRequests,
      detail: {
        sections: purchaseRequests.detail?.sections ?? [],
        history: purchaseRequests.detail?.history,
        tabs: [
          { key: 'lines', label: 'tabs.lines', render: (row: PurchaseRequestRecord) => <RequestLines request={row} /> },
          { key: 'transitions', label: 'tabs.transitions', render: (row: PurchaseRequestRecord) => <TransitionsTable transitions={row.transitions ?? []} statusKey={requestStatusKey} /> },
        ],
      },
    }),
    [],
  );
  return <ResourceDetailPage resource={resource} actions={(request) => <RequestActions request={request} />} />;
}
