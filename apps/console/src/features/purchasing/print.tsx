import { Stack, Table, Text } from '@chakra-ui/react';
import { tableSlotRecipe } from '@chakra-ui/react/theme';
import { purchasingApi, type PurchaseOrderRecord } from '@om/api';
import { useTranslation } from '@om/i18n';
import { registerPrintType } from '../../shared/print/registry';
import { moneyText, orderStatusKey, quantityText } from './labels';

function OrderPrint({ order }: { order: PurchaseOrderRecord }) {
  const { t } = useTranslation('purchasing');
  return (
    <Stack gap="3" breakAfter="page">
      <Text as="h2" fontSize="lg" fontWeight="bold">
        {t('print.heading', { number: order.number })}
      </Text>
      <Text>
        {t('resources.purchaseOrders.fields.supplier_name')}: {order.supplier_name} · {t('resources.purchaseOrders.fields.warehouse_name')}: {order.warehouse_name} ·{' '}
        {t('resources.purchaseOrders.fields.expected_date')}: {order.expected_date ?? '—'} · {t('resources.purchaseOrders.fields.status')}: {t(orderStatusKey(order.status))}
      </Text>
      <Table.Root recipe={tableSlotRecipe} size="sm" variant="outline" aria-label={t('print.lines', { number: order.number })}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>#</Table.ColumnHeader>
            <Table.ColumnHeader>{t('lines.partHeader')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('lines.quantityHeader')}</Table.ColumnHeader>
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
              <Table.Cell textAlign="end">{moneyText(line.unit_price, order.currency)}</Table.Cell>
              <Table.Cell textAlign="end">{moneyText(line.amount, order.currency)}</Table.Cell>
            </Table.Row>
          ))}
          <Table.Row>
            <Table.Cell colSpan={4} fontWeight="semibold">
              {t('lines.total')}
            </Table.Cell>
            <Table.Cell textAlign="end" fontWeight="semibold">
              {moneyText(order.total_amount, order.currency)}
            </Table.Cell>
          </Table.Row>
        </Table.Body>
      </Table.Root>
      {order.remark && <Text>{order.remark}</Text>}
      <Text>{t('print.signatures')}</Text>
    </Stack>
  );
}

/** Purchase orders on paper (from the order's page: Print). */
registerPrintType<PurchaseOrderRecord[]>('purchase-order', {
  title: (t, ids) => t('purchasing:print.title', { count: ids.length }),
  async load(ids, { dispatch }) {
    const orders: PurchaseOrderRecord[] = [];
    for (const id of ids) {
      const result = await dispatch(purchasingApi.endpoints.getPurchaseOrder.initiate(id, { subscribe: false, forceRefetch: true }));
      if (!result.data) throw new Error(result.error?.message ?? 'purchase order could not be loaded');
      orders.push(result.data);
    }
    return orders;
  },
  render: (orders) => (
    <>
      {orders.map((order) => (
        <OrderPrint key={order.id} order={order} />
      ))}
    </>
  ),
});
