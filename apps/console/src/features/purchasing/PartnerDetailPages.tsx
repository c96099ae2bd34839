import { Box, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { tableSlotRecipe } from '@chakra-ui/react/theme';
import { useMemo } from 'react';
import { useGetSupplierPerformanceQuery, type CustomerRecord, type SupplierRecord } from '@om/api';
import { useTranslation } from '@om/i18n';
import { ResourceDetailPage, ResourceListPage } from '../../shared/resource';
import { customers } from './customers.resource';
import { moneyText } from './labels';
import { ReceiptsTable } from './OrderTables';
import { purchaseOrders } from './purchaseOrders.resource';
import { suppliers } from './suppliers.resource';
import { SupplierAttachments } from './SupplierAttachments';
import { supplyOrders } from './supplyOrders.resource';

function Offers({ supplier }: { supplier: SupplierRecord }) {
  const { t } = useTranslation('purchasing');
  if (supplier.parts.length === 0) return <Text color="fg.muted">{t('offers.none')}</Text>;
  return (
    <Table.Root recipe={tableSlotRecipe} size="sm" aria-label={t('tabs.offers')}>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>{t('lines.partHeader')}</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">{t('lines.priceHeader')}</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">{t('offers.leadDays')}</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {supplier.parts.map((offer) => (
          <Table.Row key={offer.part_id}>
            <Table.Cell>
              {offer.part_code} {offer.part_name}
            </Table.Cell>
            <Table.Cell textAlign="end">
              {offer.unit_price} / {offer.unit}
            </Table.Cell>
            <Table.Cell textAlign="end">{offer.lead_days}</Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}

/** Orders, deliveries and the on-time rate of a supplier. */
function Performance({ supplier }: { supplier: SupplierRecord }) {
  const { t } = useTranslation('purchasing');
  const { data } = useGetSupplierPerformanceQuery(supplier.id);
  if (!data) return <Text color="fg.muted">{t('performance.loading')}</Text>;
  const figures = [
    { label: t('performance.orders'), value: String(data.order_count) },
    { label: t('performance.open'), value: String(data.open_count) },
    { label: t('performance.delivered'), value: String(data.delivered_count) },
    { label: t('performance.onTimeRate'), value: data.on_time_rate === null ? '—' : `${Math.round(data.on_time_rate * 1000) / 10} %` },
    { label: t('performance.amount'), value: moneyText(data.ordered_amount, data.currency) },
  ];
  return (
    <Stack gap="4">
      <SimpleGrid columns={{ base: 2, md: 5 }} gap="3">
        {figures.map((figure) => (
          <Box key={figure.label} borderWidth="1px" borderRadius="md" p="3">
            <Text fontSize="sm" color="fg.muted">
              {figure.label}
            </Text>
            <Text fontSize="xl" fontWeight="semibold">
              {figure.value}
            </Text>
          </Box>
        ))}
      </SimpleGrid>
      <ReceiptsTable receipts={data.deliveries} currency={data.currency} showOrder />
    </Stack>
  );
}

/** /supplier/supplierDetails/{id}: the supplier, its offers, its purchase orders and its deliveries. */
export function SupplierDetailPage() {
  const { t } = useTranslation('purchasing');
  const resource = useMemo(
    () => ({
      ...suppliers,
      detail: {
        sections: suppliers.detail?.sections ?? [],
        history: suppliers.detail?.history,
        tabs: [
          { key: 'offers', label: 'tabs.offers', render: (row: SupplierRecord) => <Offers supplier={row} /> },
          {
            key: 'orders',
            label: 'tabs.orders',
            permissions: ['supplierPickOrderList', 'supplierSupplier'] as const,
            render: (row: SupplierRecord) => <ResourceListPage resource={{ ...purchaseOrders, list: { ...purchaseOrders.list, fixed: { supplier_id: row.id } } }} headingless readOnly title={t('tabs.orders')} />,
          },
          { key: 'performance', label: 'tabs.performance', render: (row: SupplierRecord) => <Performance supplier={row} /> },
          { key: 'attachments', label: 'tabs.attachments', permissions: ['supplierSupplier'] as const, render: (row: SupplierRecord) => <SupplierAttachments supplier={row} /> },
        ],
      },
    }),
    [t],
  );
  return <ResourceDetailPage resource={resource} />;
}

/** /custom/customDetails/{id}: the customer and its supply history. */
export function CustomerDetailPage() {
  const { t } = useTranslation('purchasing');
  const resource = useMemo(
    () => ({
      ...customers,
      detail: {
        sections: customers.detail?.sections ?? [],
        history: customers.detail?.history,
        tabs: [
          {
            key: 'supply',
            label: 'tabs.supply',
            permissions: ['sparecustomIndex', 'custom'] as const,
            render: (row: CustomerRecord) => <ResourceListPage resource={{ ...supplyOrders, list: { ...supplyOrders.list, fixed: { customer_id: row.id } } }} headingless readOnly title={t('tabs.supply')} />,
          },
        ],
      },
    }),
    [t],
  );
  return <ResourceDetailPage resource={resource} />;
}
