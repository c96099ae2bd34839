import { Alert, Button, Table, Text } from '@chakra-ui/react';
import { alertSlotRecipe, tableSlotRecipe } from '@chakra-ui/react/theme';
import { useMemo, useState } from 'react';
import { useConfirmSpareStockInMutation, useConfirmSpareStockOutMutation, useConfirmSpareSupplyOutMutation, type SpareDocumentKind, type SpareDocumentRecord } from '@om/api';
import { useCanOperation } from '@om/auth';
import { useTranslation } from '@om/i18n';
import { ConfirmDialog, showSuccess } from '@om/ui';
import { failureMessage, ResourceDetailPage, ResourceListPage, settled } from '../../../shared/resource';
import { moneyText, quantityText } from '../labels';
import { LedgerTable } from '../StockTables';
import { stockIns, stockOuts, supplyOuts, type DocumentResource } from './documents.resource';
import { LinesSheetActions } from './LinesSheetActions';

const RESOURCES: Record<SpareDocumentKind, DocumentResource> = { in: stockIns, out: stockOuts, supply: supplyOuts };
const CONFIRM_OPERATION = { in: 'confirmSpareStockIn', out: 'confirmSpareStockOut', supply: 'confirmSpareSupplyOut' } as const;
const CONFIRM_HOOK = { in: useConfirmSpareStockInMutation, out: useConfirmSpareStockOutMutation, supply: useConfirmSpareSupplyOutMutation } as const;

function LinesTable({ document }: { document: SpareDocumentRecord }) {
  const { t } = useTranslation('spare');
  return (
    <Table.Root recipe={tableSlotRecipe} size="sm">
      <Table.Caption>{t('documents.linesOf', { number: document.number })}</Table.Caption>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>#</Table.ColumnHeader>
          <Table.ColumnHeader>{t('lines.partHeader')}</Table.ColumnHeader>
          <Table.ColumnHeader>{t('lines.locationHeader')}</Table.ColumnHeader>
          <Table.ColumnHeader>{t('lines.batchHeader')}</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">{t('lines.quantityHeader')}</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">{t('lines.priceHeader')}</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">{t('lines.amountHeader')}</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {(document.lines ?? []).map((line, index) => (
          <Table.Row key={line.id}>
            <Table.Cell>{index + 1}</Table.Cell>
            <Table.Cell>
              {line.part_code} {line.part_name}
            </Table.Cell>
            <Table.Cell>{line.location_name}</Table.Cell>
            <Table.Cell>{line.batch || '—'}</Table.Cell>
            <Table.Cell textAlign="end">
              {quantityText(line.quantity)} {line.unit}
            </Table.Cell>
            <Table.Cell textAlign="end">{moneyText(line.unit_price)}</Table.Cell>
            <Table.Cell textAlign="end">{moneyText(line.amount)}</Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}

/** Confirm a draft: the stock moves (all lines or none) and the document can no longer change. */
function ConfirmAction({ kind, document }: { kind: SpareDocumentKind; document: SpareDocumentRecord }) {
  const { t } = useTranslation('spare');
  const mayConfirm = useCanOperation(CONFIRM_OPERATION[kind]);
  const [confirm, state] = CONFIRM_HOOK[kind]();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string>();
  if (!mayConfirm || document.status !== 'draft') return null;
  const run = async () => {
    setError(undefined);
    const outcome = settled(await confirm({ id: document.id, body: { version: document.version } }));
    if (!outcome.ok) {
      setError(failureMessage(outcome.error, t('documents.confirmFailed')));
      return;
    }
    setOpen(false);
    showSuccess(t('documents.confirmed', { number: document.number }), t(`documents.confirmedText.${kind}`));
  };
  return (
    <>
      <Button size="sm" colorPalette="green" onClick={() => setOpen(true)}>
        {t('documents.confirm')}
      </Button>
      <ConfirmDialog open={open} title={t('documents.confirmTitle', { number: document.number })} confirmLabel={t('documents.confirm')} busy={state.isLoading} error={error} onCancel={() => setOpen(false)} onConfirm={() => void run()}>
        <Text>{t(`documents.confirmText.${kind}`, { count: document.line_count, quantity: quantityText(document.total_quantity), warehouse: document.warehouse_name })}</Text>
      </ConfirmDialog>
    </>
  );
}

/** Where the document stands, said plainly above its details. */
function StatusBanner({ document }: { document: SpareDocumentRecord }) {
  const { t } = useTranslation('spare');
  return (
    <Alert.Root recipe={alertSlotRecipe} status={document.status === 'draft' ? 'warning' : 'success'}>
      <Alert.Indicator />
      <Alert.Description>{document.status === 'draft' ? t('documents.draftBanner') : t('documents.confirmedBanner', { name: document.confirmed_by_name })}</Alert.Description>
    </Alert.Root>
  );
}

function DocumentDetailPage({ kind }: { kind: SpareDocumentKind }) {
  const base = RESOURCES[kind];
  const resource = useMemo<DocumentResource>(
    () => ({
      ...base,
      detail: {
        sections: base.detail?.sections ?? [],
        history: base.detail?.history,
        tabs: [
          { key: 'lines', label: 'tabs.lines', render: (document) => <LinesTable document={document} /> },
          {
            key: 'ledger',
            label: 'tabs.movements',
            render: (document) => (document.status === 'confirmed' ? <LedgerTable query={{ document_id: document.id }} caption={document.number} /> : <StatusBanner document={document} />),
          },
        ],
      },
    }),
    [base],
  );
  return (
    <ResourceDetailPage
      resource={resource}
      actions={(document) => (
        <>
          <StatusBanner document={document} />
          <ConfirmAction kind={kind} document={document} />
          <LinesSheetActions kind={kind} document={document} />
        </>
      )}
    />
  );
}

/** /spare/inStock: stock-in documents (purchase, return from a work order, stock-take surplus, transfer in). */
export const StockInPage = () => <ResourceListPage resource={stockIns} />;
/** /spare/outStock: stock-out documents (work order, device, consumption, scrapping, transfer out). */
export const StockOutPage = () => <ResourceListPage resource={stockOuts} />;
/** /spare/outSupply: supply-out documents to a customer. */
export const SupplyOutPage = () => <ResourceListPage resource={supplyOuts} />;

export const StockInDetailPage = () => <DocumentDetailPage kind="in" />;
export const StockOutDetailPage = () => <DocumentDetailPage kind="out" />;
export const SupplyOutDetailPage = () => <DocumentDetailPage kind="supply" />;
