import { Alert, Button, Field, Link as ChakraLink, Text, Textarea } from '@chakra-ui/react';
import { alertSlotRecipe, fieldSlotRecipe } from '@chakra-ui/react/theme';
import { useState } from 'react';
import { Link } from 'react-router';
import { useDecideSparePickMutation, useFulfilSparePickMutation, type SparePickRecord } from '@om/api';
import { useCanOperation } from '@om/auth';
import { useTranslation } from '@om/i18n';
import { ConfirmDialog, showSuccess } from '@om/ui';
import { detailHref, failureMessage, ResourceDetailPage, settled } from '../../../shared/resource';
import { stockOutMeta } from '../meta';
import { picks } from './picks.resource';

type Step = 'approve' | 'reject' | 'fulfil';

/** Approve or reject a pending request; fulfil an approved one (a confirmed stock-out, oldest stock first). */
function PickActions({ pick }: { pick: SparePickRecord }) {
  const { t } = useTranslation('spare');
  const mayDecide = useCanOperation('decideSparePick');
  const mayIssue = useCanOperation('fulfilSparePick');
  const [decide, deciding] = useDecideSparePickMutation();
  const [fulfil, fulfilling] = useFulfilSparePickMutation();
  const [step, setStep] = useState<Step>();
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string>();
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
      const outcome = settled(await decide({ id: pick.id, body: { version: pick.version, decision: step, ...(comment.trim() ? { comment: comment.trim() } : {}) } }));
      if (!outcome.ok) return setError(failureMessage(outcome.error, t('picks.failed')));
      showSuccess(t(step === 'approve' ? 'picks.approved' : 'picks.rejected', { number: pick.number }));
    }
    close();
  };
  return (
    <>
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
      {mayDecide && pick.status === 'pending' && (
        <>
          <Button size="sm" colorPalette="green" onClick={() => setStep('approve')}>
            {t('picks.approve')}
          </Button>
          <Button size="sm" variant="outline" colorPalette="red" onClick={() => setStep('reject')}>
            {t('picks.reject')}
          </Button>
        </>
      )}
      {mayIssue && pick.status === 'approved' && (
        <Button size="sm" colorPalette="brand" onClick={() => setStep('fulfil')}>
          {t('picks.fulfil')}
        </Button>
      )}
      <ConfirmDialog
        open={step !== undefined}
        title={step ? t(`picks.${step}Title`, { number: pick.number }) : ''}
        confirmLabel={step ? t(`picks.${step}`) : ''}
        tone={step === 'reject' ? 'danger' : undefined}
        busy={deciding.isLoading || fulfilling.isLoading}
        error={error}
        onCancel={close}
        onConfirm={() => void run()}
      >
        {step === 'fulfil' ? (
          <Text>{t('picks.fulfilText', { warehouse: pick.warehouse_name })}</Text>
        ) : (
          <Field.Root recipe={fieldSlotRecipe}>
            <Field.Label>{t('picks.comment')}</Field.Label>
            <Textarea value={comment} maxLength={200} onChange={(event) => setComment(event.currentTarget.value)} />
          </Field.Root>
        )}
      </ConfirmDialog>
    </>
  );
}

/** /spare/orderDetails/{id}: one pick request with its lines, its decision and the stock-out that fulfilled it. */
export const PickDetailPage = () => <ResourceDetailPage resource={picks} actions={(pick) => <PickActions pick={pick} />} />;
