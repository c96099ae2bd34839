import { Field, Input, Table, Text } from '@chakra-ui/react';
import { fieldSlotRecipe, tableSlotRecipe } from '@chakra-ui/react/theme';
import { useTranslation } from '@om/i18n';
import type { SpareLimit } from '@om/api';
import type { CustomFieldProps } from '../../../shared/resource';
import { useWarehouseOptions } from '../lookups';

/** The limits as the form keeps them: JSON text of the contract's list. */
export const LIMITS_INPUT = 'limits_json';

export function parseLimits(text: unknown): SpareLimit[] {
  if (typeof text !== 'string' || text === '') return [];
  try {
    const parsed: unknown = JSON.parse(text);
    if (!Array.isArray(parsed)) return [];
    return parsed.flatMap((item: unknown) => {
      if (typeof item !== 'object' || item === null) return [];
      const warehouse = Number(Reflect.get(item, 'warehouse_id'));
      const min = Number(Reflect.get(item, 'min_quantity'));
      const max = Number(Reflect.get(item, 'max_quantity'));
      return Number.isInteger(warehouse) && warehouse > 0 && Number.isFinite(min) && Number.isFinite(max) ? [{ warehouse_id: warehouse, min_quantity: min, max_quantity: max }] : [];
    });
  } catch {
    return [];
  }
}

/** A maximum below the minimum (0 = no maximum) is refused before the server says so. */
export function limitsCheck(text: unknown): string | undefined {
  return parseLimits(text).some((limit) => limit.max_quantity !== 0 && limit.max_quantity < limit.min_quantity) ? 'resources.parts.limitRange' : undefined;
}

/** Minimum and maximum stock of the part per warehouse (empty = no limit there). */
export function LimitsEditor({ value, onChange, error, label, readOnly }: CustomFieldProps) {
  const { t } = useTranslation('spare');
  const warehouses = useWarehouseOptions();
  const limits = parseLimits(value);
  const set = (warehouseId: number, key: 'min_quantity' | 'max_quantity', raw: string) => {
    const current = limits.find((limit) => limit.warehouse_id === warehouseId) ?? { warehouse_id: warehouseId, min_quantity: 0, max_quantity: 0 };
    const next = { ...current, [key]: raw === '' ? 0 : Math.max(0, Number(raw)) };
    const others = limits.filter((limit) => limit.warehouse_id !== warehouseId);
    onChange(JSON.stringify(next.min_quantity === 0 && next.max_quantity === 0 ? others : [...others, next]));
  };
  return (
    <Field.Root recipe={fieldSlotRecipe} invalid={Boolean(error)} disabled={readOnly}>
      <Field.Label>{label}</Field.Label>
      <Table.Root recipe={tableSlotRecipe} size="sm">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('limits.warehouse')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('limits.min')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('limits.max')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {warehouses.map((warehouse) => {
            const id = Number(warehouse.value);
            const limit = limits.find((one) => one.warehouse_id === id);
            return (
              <Table.Row key={warehouse.value}>
                <Table.Cell>{warehouse.label}</Table.Cell>
                <Table.Cell>
                  <Input size="sm" type="number" min={0} step="any" aria-label={t('limits.minOf', { name: warehouse.label })} value={limit?.min_quantity ? String(limit.min_quantity) : ''} onChange={(event) => set(id, 'min_quantity', event.currentTarget.value)} />
                </Table.Cell>
                <Table.Cell>
                  <Input size="sm" type="number" min={0} step="any" aria-label={t('limits.maxOf', { name: warehouse.label })} value={limit?.max_quantity ? String(limit.max_quantity) : ''} onChange={(event) => set(id, 'max_quantity', event.currentTarget.value)} />
                </Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
      {warehouses.length === 0 && <Text color="fg.muted">{t('limits.noWarehouses')}</Text>}
      <Field.HelperText>{t('limits.help')}</Field.HelperText>
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
