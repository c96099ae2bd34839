import { Checkbox, Field, Input, NativeSelect, Stack, Table, Text, Textarea } from '@chakra-ui/react';
import { checkboxSlotRecipe, fieldSlotRecipe, nativeSelectSlotRecipe, tableSlotRecipe } from '@chakra-ui/react/theme';
import { useState } from 'react';
import { useReceivePurchaseOrderMutation, type PurchaseOrderRecord } from '@om/api';
import { useTranslation } from '@om/i18n';
import { ConfirmDialog, showSuccess } from '@om/ui';
import { failureMessage, settled } from '../../shared/resource';
import { quantityText } from './labels';
import { useLocationOptions } from './lookups';

interface Row {
  quantity: string;
  locationId: number;
}

const outstanding = (line: PurchaseOrderRecord['lines'][number]) => Math.max(0, Math.round((line.quantity - line.received_quantity) * 1000) / 1000);

/**
 * Receives lines of an ordered purchase order into its warehouse: quantity and location per line
 * (prefilled with what is still to come); more than that needs the over-receipt confirmation with a
 * reason. The server posts the stock-in document of the spare-parts stores.
 */
export function ReceiveDialog({ order, open, onClose }: { order: PurchaseOrderRecord; open: boolean; onClose(): void }) {
  const { t } = useTranslation('purchasing');
  const locations = useLocationOptions(order.warehouse_id);
  const [receive, state] = useReceivePurchaseOrderMutation();
  const [rows, setRows] = useState<Row[]>(() => order.lines.map((line) => ({ quantity: String(outstanding(line)), locationId: 0 })));
  const [over, setOver] = useState(false);
  const [overReason, setOverReason] = useState('');
  const [error, setError] = useState<string>();
  const change = (index: number, patch: Partial<Row>) => setRows((current) => current.map((row, at) => (at === index ? { ...row, ...patch } : row)));
  const confirm = async () => {
    const lines = order.lines.flatMap((line, index) => {
      const row = rows[index];
      const quantity = Number(row?.quantity ?? '');
      return row && quantity > 0 ? [{ line_id: line.id, quantity, location_id: row.locationId }] : [];
    });
    if (lines.length === 0) return setError(t('receive.nothing'));
    if (lines.some((line) => !(line.location_id > 0))) return setError(t('lines.locationMissing'));
    const outcome = settled(
      await receive({ id: order.id, body: { version: order.version, lines, confirm_over_receipt: over, ...(over ? { over_receipt_reason: overReason.trim() } : {}) } }),
    );
    if (!outcome.ok) return setError(failureMessage(outcome.error, t('steps.failed')));
    const receipt = outcome.data.receipts?.[0];
    showSuccess(t('receive.done', { number: order.number }), receipt ? t('receive.doneText', { document: receipt.document_number }) : undefined);
    setError(undefined);
    onClose();
  };
  const choices = locations.filter((option) => !option.disabled);
  return (
    <ConfirmDialog open={open} title={t('receive.title', { number: order.number })} confirmLabel={t('actions.receive')} busy={state.isLoading} error={error} onCancel={onClose} onConfirm={() => void confirm()}>
      <Text>{t('receive.text', { warehouse: order.warehouse_name })}</Text>
      <Table.Root recipe={tableSlotRecipe} size="sm">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('lines.partHeader')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('receive.outstanding')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('lines.quantityHeader')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('lines.locationHeader')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {order.lines.map((line, index) => (
            <Table.Row key={line.id}>
              <Table.Cell>
                {line.part_code} {line.part_name}
              </Table.Cell>
              <Table.Cell>
                {quantityText(outstanding(line))} {line.unit}
              </Table.Cell>
              <Table.Cell>
                <Input size="sm" type="number" min={0} step="any" aria-label={t('receive.quantityOf', { part: line.part_name })} value={rows[index]?.quantity ?? ''} onChange={(event) => change(index, { quantity: event.currentTarget.value })} />
              </Table.Cell>
              <Table.Cell>
                <NativeSelect.Root recipe={nativeSelectSlotRecipe} size="sm">
                  <NativeSelect.Field aria-label={t('receive.locationOf', { part: line.part_name })} value={rows[index]?.locationId ? String(rows[index]?.locationId) : ''} onChange={(event) => change(index, { locationId: Number(event.currentTarget.value) })}>
                    <option value="">{t('lines.chooseLocation')}</option>
                    {choices.map((option) => (
                      <option key={option.value} value={option.value}>
                        {option.label}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      <Stack gap="2">
        <Checkbox.Root recipe={checkboxSlotRecipe} size="sm" checked={over} onCheckedChange={(details) => setOver(details.checked === true)}>
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{t('receive.confirmOver')}</Checkbox.Label>
        </Checkbox.Root>
        {over && (
          <Field.Root recipe={fieldSlotRecipe} required>
            <Field.Label>
              {t('receive.overReason')}
              <Field.RequiredIndicator />
            </Field.Label>
            <Textarea value={overReason} maxLength={200} onChange={(event) => setOverReason(event.currentTarget.value)} />
          </Field.Root>
        )}
      </Stack>
    </ConfirmDialog>
  );
}
