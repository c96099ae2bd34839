import { Table, Text } from '@chakra-ui/react';
import { tableSlotRecipe } from '@chakra-ui/react/theme';
import type { PurchaseOrderStatus, PurchaseRequestStatus, PurchaseTransition, SupplyOrderStatus } from '@om/api';
import { formatDateTime, useTranslation } from '@om/i18n';
import { ColorTag } from '@om/ui';
import { actionKey, orderStatusKey, requestStatusKey, supplyStatusKey } from './labels';

const ORDER_COLORS = {
  draft: 'gray',
  submitted: 'orange',
  approved: 'blue',
  ordered: 'purple',
  partly_received: 'blue',
  received: 'green',
  closed: 'gray',
  cancelled: 'red',
} as const;
const REQUEST_COLORS = { draft: 'gray', submitted: 'orange', approved: 'blue', rejected: 'red', converted: 'green', cancelled: 'red' } as const;
const SUPPLY_COLORS = { draft: 'gray', fulfilled: 'green', cancelled: 'red' } as const;

export function OrderStatusTag({ status }: { status: PurchaseOrderStatus }) {
  const { t } = useTranslation('purchasing');
  return <ColorTag color={ORDER_COLORS[status]}>{t(orderStatusKey(status))}</ColorTag>;
}

export function RequestStatusTag({ status }: { status: PurchaseRequestStatus }) {
  const { t } = useTranslation('purchasing');
  return <ColorTag color={REQUEST_COLORS[status]}>{t(requestStatusKey(status))}</ColorTag>;
}

export function SupplyStatusTag({ status }: { status: SupplyOrderStatus }) {
  const { t } = useTranslation('purchasing');
  return <ColorTag color={SUPPLY_COLORS[status]}>{t(supplyStatusKey(status))}</ColorTag>;
}

/** Who moved the record from which status to which, when and why (oldest first). */
export function TransitionsTable({ transitions, statusKey }: { transitions: readonly PurchaseTransition[]; statusKey(status: string): string }) {
  const { t } = useTranslation('purchasing');
  if (transitions.length === 0) return <Text color="fg.muted">{t('transitions.none')}</Text>;
  return (
    <Table.Root recipe={tableSlotRecipe} size="sm" aria-label={t('transitions.caption')}>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>{t('transitions.at')}</Table.ColumnHeader>
          <Table.ColumnHeader>{t('transitions.action')}</Table.ColumnHeader>
          <Table.ColumnHeader>{t('transitions.change')}</Table.ColumnHeader>
          <Table.ColumnHeader>{t('transitions.user')}</Table.ColumnHeader>
          <Table.ColumnHeader>{t('transitions.reason')}</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {transitions.map((step, index) => (
          // The log only grows: its position is a stable key.
          <Table.Row key={index}>
            <Table.Cell whiteSpace="nowrap">{formatDateTime(step.at)}</Table.Cell>
            <Table.Cell>{t(actionKey(step.action))}</Table.Cell>
            <Table.Cell>
              {t(statusKey(step.from_status))} → {t(statusKey(step.to_status))}
            </Table.Cell>
            <Table.Cell>{step.user_name}</Table.Cell>
            <Table.Cell whiteSpace="pre-wrap">{step.reason || '—'}</Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}
