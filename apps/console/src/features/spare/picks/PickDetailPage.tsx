import { Alert, Button, Field, Link as ChakraLink, Text, Textarea } from '@chakra-ui/react';
import { alertSlotRecipe, fieldSlotRecipe } from '@chakra-ui/react/theme';
import { useState } from 'react';
import { useSelector } from 'react-redux';
import { Link } from 'react-router';
import { useCancelSparePickMutation, useFulfilSparePickMutation, type SparePickRecord } from '@om/api';
import { selectProfile, useCanAction, useCanOperation, type SessionRootState } from '@om/auth';
import { useTranslation } from '@om/i18n';
import { ConfirmDialog, showSuccess } from '@om/ui';
import { detailHref, failureMessage, ResourceDetailPage, settled, useHolds } from '../../../shared/resource';
import { stockOutMeta } from '../meta';
import { picks } from './picks.resource';

type Step = 'cancel' | 'fulfil';

/** The approval on /system/process/{id} (the system feature's detail route). */
const approvalHref = (id: number) => `/system/process/${id}`;

/** Where the request stands in the approval flow: who decides next, with a link for those who may open approvals. */
function ApprovalState({ pick }: { pick: SparePickRecord }) {
  const { t } = useTranslation('spare');
  const mayOpen = useHolds(['approveList', 'approveProcess']);
  if (!pick.approval_id) return null;
  const link = mayOpen ? (
    <ChakraLink asChild color="brand.fg" fontWeight="medium">
      <Link to={approvalHref(pick.approval_id)}>{t('picks.openApproval', { id: pick.approval_id })}</Link>
    </ChakraLink>
  ) : null;
  return (
    <Alert.Root recipe={alertSlotRecipe} status={pick.status === 'pending' ? 'info' : 'neutral'}>
      <Alert.Indicator />
      <Alert.Description>
        {pick.current_approver_id ? t('picks.waitingFor', { name: pick.current_approver_name }) : t('picks.approvalEnded')} {link}
      </Alert.Description>
    </Alert.Root>
  );
}

/**
 * The request's actions: it is approved or rejected on /system/approve (its approval), fulfilled as a
 * stock-out by the stores once approved, cancelled (with a reason) by its requester or the stores.
 */
function PickActions({ pick }: { pick: SparePickRecord }) {
  const { t } = useTranslation('spare');
  const me = useSelector((state: SessionRootState) => selectProfile(state));
  const mayIssue = useCanOperation('fulfilSparePick');
  const mayCancelAny = useCanAction(['sparePickList'], 'approve');
  const mayCancelOwn = useCanOperation('cancelSparePick') && me !== null && me.id === pick.requester_id;
  const [fulfil, fulfilling] = useFulfilSparePickMutation();
  const [cancel, cancelling] = useCancelSparePickMutation();
  const [step, setStep] = useState<Step>();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const open = pick.status === 'pending' || pick.status === 'approved';
  const close = () => {
    setStep(undefined);
    setError(undefined);
  };
  const run = async () => {
    if (!step) return;
    setError(undefined);
    if (step === 'fulfil') {
      const outcome = settled(await fulfil({ id: pick.id, body: { version: pick.version } }));
      if (!outcome.ok) return setError(failureMessage(outcome.error, t('picks.failed')));
      showSuccess(t('picks.fulfilled', { number: pick.number }), t('picks.fulfilledText', { document: outcome.data.number }));
    } else {
      if (!reason.trim()) return setError(t('picks.reasonRequired'));
      const outcome = settled(await cancel({ id: pick.id, body: { version: pick.version, reason: reason.trim() } }));
      if (!outcome.ok) return setError(failureMessage(outcome.error, t('picks.failed')));
      showSuccess(t('picks.cancelled', { number: pick.number }), t('picks.cancelledText'));
      setReason('');
    }
    close();
  };
  return (
    <>
      <ApprovalState pick={pick} />
      {pick.document_id > 0 && (
        <Alert.Root recipe={alertSlotRecipe} status="success">
          <Alert.Indicator />
          <Alert.Description>
            {t('picks.fulfilledBy')}{' '}
            <ChakraLink asChild color="brand.fg" fontWeight="medium">
              <Link to={detailHref(stockOutMeta, pick.document_id) ?? '#'}>{t('picks.openDocument')}</Link>
            </ChakraLink>
          </Alert.Description>
        </Alert.Root>
      )}
      {mayIssue && pick.status === 'approved' && (
        <Button size="sm" colorPalette="brand" onClick={() => setStep('fulfil')}>
          {t('picks.fulfil')}
        </Button>
      )}
      {open && (mayCancelAny || mayCancelOwn) && (
        <Button size="sm" variant="outline" colorPalette="red" onClick={() => setStep('cancel')}>
          {t('picks.cancel')}
        </Button>
      )}
      <ConfirmDialog
        open={step !== undefined}
        title={step ? t(`picks.${step}Title`, { number: pick.number }) : ''}
        confirmLabel={step ? t(`picks.${step}`) : ''}
        tone={step === 'cancel' ? 'danger' : undefined}
        busy={fulfilling.isLoading || cancelling.isLoading}
        error={error}
        onCancel={close}
        onConfirm={() => void run()}
      >
        {step === 'fulfil' ? (
          <Text>{t('picks.fulfilText', { warehouse: pick.warehouse_name })}</Text>
        ) : (
          <>
            <Text>{t('picks.cancelText')}</Text>
            <Field.Root recipe={fieldSlotRecipe} required>
              <Field.Label>
                {t('picks.reason')}
                <Field.RequiredIndicator />
              </Field.Label>
              <Textarea value={reason} maxLength={200} onChange={(event) => setReason(event.currentTarget.value)} />
            </Field.Root>
          </>
        )}
      </ConfirmDialog>
    </>
  );
}

/** /spare/orderDetails/{id}: one pick request with its lines, its approval and the stock-out that fulfilled it. */
export const PickDetailPage = () => <ResourceDetailPage resource={picks} actions={(pick) => <PickActions pick={pick} />} />;
