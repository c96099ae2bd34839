import { Link as ChakraLink, Table, Text } from '@chakra-ui/react';
import { tableSlotRecipe } from '@chakra-ui/react/theme';
import { Link } from 'react-router';
import type { PurchaseOrderRecord, PurchaseReceipt } from '@om/api';
import { formatDateTime, useTranslation } from '@om/i18n';
import { moneyText, quantityText } from './labels';

/** The lines of an order with what has arrived of each. */
export function OrderLinesTable({ order }: { order: PurchaseOrderRecord }) {
  const { t } = useTranslation('purchasing');
  return (
    <Table.Root recipe={tableSlotRecipe} size="sm" aria-label={t('tabs.lines')}>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>#</Table.ColumnHeader>
          <Table.ColumnHeader>{t('lines.partHeader')}</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">{t('lines.quantityHeader')}</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">{t('lines.receivedHeader')}</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">{t('lines.priceHeader')}</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">{t('lines.amountHeader')}</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {order.lines.map((line) => (
          <Table.Row key={line.id}>
            <Table.Cell>{line.line_no}</Table.Cell>
            <Table.Cell>
              {line.part_code} {line.part_name}
            </Table.Cell>
            <Table.Cell textAlign="end">
              {quantityText(line.quantity)} {line.unit}
            </Table.Cell>
            <Table.Cell textAlign="end">{quantityText(line.received_quantity)}</Table.Cell>
            <Table.Cell textAlign="end">{moneyText(line.unit_price, order.currency)}</Table.Cell>
            <Table.Cell textAlign="end">{moneyText(line.amount, order.currency)}</Table.Cell>
          </Table.Row>
        ))}
        <Table.Row>
          <Table.Cell colSpan={5} fontWeight="semibold">
            {t('lines.total')}
          </Table.Cell>
          <Table.Cell textAlign="end" fontWeight="semibold">
            {moneyText(order.total_amount, order.currency)}
          </Table.Cell>
        </Table.Row>
      </Table.Body>
    </Table.Root>
  );
}

/** Receipts (deliveries), each with the stock-in document it posted. */
export function ReceiptsTable({ receipts, currency, showOrder = false }: { receipts: readonly PurchaseReceipt[]; currency: string; showOrder?: boolean }) {
  const { t } = useTranslation('purchasing');
  if (receipts.length === 0) return <Text color="fg.muted">{t('receipts.none')}</Text>;
  return (
    <Table.Root recipe={tableSlotRecipe} size="sm" aria-label={t('tabs.receipts')}>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>{t('receipts.at')}</Table.ColumnHeader>
          {showOrder && <Table.ColumnHeader>{t('receipts.order')}</Table.ColumnHeader>}
          <Table.ColumnHeader>{t('receipts.document')}</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">{t('lines.quantityHeader')}</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">{t('lines.amountHeader')}</Table.ColumnHeader>
          <Table.ColumnHeader>{t('receipts.onTime')}</Table.ColumnHeader>
          <Table.ColumnHeader>{t('receipts.by')}</Table.ColumnHeader>
          <Table.ColumnHeader>{t('receipts.over')}</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {receipts.map((receipt) => (
          <Table.Row key={receipt.id}>
            <Table.Cell whiteSpace="nowrap">{formatDateTime(receipt.received_at)}</Table.Cell>
            {showOrder && (
              <Table.Cell>
                <ChakraLink asChild color="brand.fg">
                  <Link to={`/supplier/purchaseDetails/${receipt.order_id}`}>{receipt.order_number}</Link>
                </ChakraLink>
              </Table.Cell>
            )}
            <Table.Cell>
              <ChakraLink asChild color="brand.fg">
                <Link to={`/spare/inDetails/${receipt.document_id}`}>{receipt.document_number}</Link>
              </ChakraLink>
            </Table.Cell>
            <Table.Cell textAlign="end">{quantityText(receipt.total_quantity)}</Table.Cell>
            <Table.Cell textAlign="end">{moneyText(receipt.total_amount, currency)}</Table.Cell>
            <Table.Cell>{receipt.on_time ? t('receipts.yes') : t('receipts.late')}</Table.Cell>
            <Table.Cell>{receipt.received_by_name}</Table.Cell>
            <Table.Cell>{receipt.over_receipt || '—'}</Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}
