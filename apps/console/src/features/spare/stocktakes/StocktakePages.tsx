import { Alert, Button, Text } from '@chakra-ui/react';
import { alertSlotRecipe } from '@chakra-ui/react/theme';
import { useMemo, useState } from 'react';
import { useConfirmSpareStocktakeMutation, type SpareStocktakeRecord } from '@om/api';
import { useCanOperation } from '@om/auth';
import { useTranslation } from '@om/i18n';
import { ConfirmDialog, showSuccess } from '@om/ui';
import { failureMessage, ResourceDetailPage, ResourceListPage, settled } from '../../../shared/resource';
import { changedCounts, CountsTable, type Drafts } from './CountsTable';
import { BookedDocument, stocktakes } from './stocktakes.resource';

/** Where the count stands: open (with progress, and whether stock moved since it started) or what it booked. */
function StatusBanner({ stocktake }: { stocktake: SpareStocktakeRecord }) {
  const { t } = useTranslation('spare');
  if (stocktake.status === 'draft') {
    return (
      <>
        <Alert.Root recipe={alertSlotRecipe} status="info">
          <Alert.Indicator />
          <Alert.Description>{t('stocktakes.open', { counted: stocktake.counted_count, total: stocktake.line_count })}</Alert.Description>
        </Alert.Root>
        {stocktake.stock_moved && (
          <Alert.Root recipe={alertSlotRecipe} status="warning">
            <Alert.Indicator />
            <Alert.Description>{t('stocktakes.moved')}</Alert.Description>
          </Alert.Root>
        )}
      </>
    );
  }
  const booked = stocktake.in_document_id > 0 || stocktake.out_document_id > 0;
  return (
    <Alert.Root recipe={alertSlotRecipe} status="success">
      <Alert.Indicator />
      <Alert.Description>
        {t(booked ? 'stocktakes.done' : 'stocktakes.noDifferences', { name: stocktake.confirmed_by_name })}{' '}
        {stocktake.in_document_id > 0 && (
          <>
            {t('stocktakes.openSurplus')}{' '}
            <BookedDocument kind="in" id={stocktake.in_document_id} number={stocktake.in_document_number} />{' '}
          </>
        )}
        {stocktake.out_document_id > 0 && (
          <>
            {t('stocktakes.openLoss')}{' '}
            <BookedDocument kind="out" id={stocktake.out_document_id} number={stocktake.out_document_number} />
          </>
        )}
      </Alert.Description>
    </Alert.Root>
  );
}

/** Confirm an open count: books every difference; refused while counts are typed but not saved. */
function ConfirmAction({ stocktake, drafts }: { stocktake: SpareStocktakeRecord; drafts: Drafts }) {
  const { t } = useTranslation('spare');
  const mayConfirm = useCanOperation('confirmSpareStocktake');
  const [confirm, state] = useConfirmSpareStocktakeMutation();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string>();
  if (!mayConfirm || stocktake.status !== 'draft') return null;
  const unsaved = changedCounts(stocktake.lines ?? [], drafts).counts.length > 0;
  const run = async () => {
    setError(undefined);
    if (unsaved) return setError(t('stocktakes.unsavedFirst'));
    const outcome = settled(await confirm({ id: stocktake.id, body: { version: stocktake.version } }));
    if (!outcome.ok) return setError(failureMessage(outcome.error, t('stocktakes.failed')));
    setOpen(false);
    const none = t('stocktakes.noDocument');
    showSuccess(t('stocktakes.confirmed', { number: stocktake.number }), t('stocktakes.confirmedText', { surplus: outcome.data.in_document_number || none, loss: outcome.data.out_document_number || none }));
  };
  return (
    <>
      <Button size="sm" colorPalette="green" onClick={() => setOpen(true)}>
        {t('stocktakes.confirm')}
      </Button>
      <ConfirmDialog
        open={open}
        title={t('stocktakes.confirmTitle', { number: stocktake.number })}
        confirmLabel={t('stocktakes.confirm')}
        busy={state.isLoading}
        error={error}
        onCancel={() => setOpen(false)}
        onConfirm={() => void run()}
      >
        <Text>{t('stocktakes.confirmText')}</Text>
      </ConfirmDialog>
    </>
  );
}

/** /spare/stocktakeDetails/{id}: the counts (typed, saved in parts), the confirmation and what it booked. */
export function StocktakeDetailPage() {
  const [drafts, setDrafts] = useState<Drafts>({});
  const resource = useMemo(
    () => ({
      ...stocktakes,
      detail: {
        sections: stocktakes.detail?.sections ?? [],
        history: stocktakes.detail?.history,
        tabs: [{ key: 'counts', label: 'tabs.lines', render: (row: SpareStocktakeRecord) => <CountsTable stocktake={row} drafts={drafts} onDrafts={setDrafts} /> }],
      },
    }),
    [drafts],
  );
  return (
    <ResourceDetailPage
      resource={resource}
      actions={(row) => (
        <>
          <StatusBanner stocktake={row} />
          <ConfirmAction stocktake={row} drafts={drafts} />
        </>
      )}
    />
  );
}

/** /spare/stocktake: the counts of the company's warehouses, open and confirmed. */
export const StocktakesPage = () => <ResourceListPage resource={stocktakes} />;
