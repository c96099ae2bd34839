import { Button, Field, HStack, Input, NativeSelect, Stack, Table, Text } from '@chakra-ui/react';
import { fieldSlotRecipe, nativeSelectSlotRecipe, tableSlotRecipe } from '@chakra-ui/react/theme';
import { useState } from 'react';
import { useTranslation } from '@om/i18n';
import type { Option } from '@om/ui';
import type { CustomFieldProps } from '../../shared/resource';
import { emptyLine, parseLines, type LineColumns, type LineDraft } from './lines';
import { partLabel, useLocationOptions, usePartMatches, useSettled, useSupplierOptions } from './lookups';

/** Type part of a code or name, then choose among the first matches. */
function PartCell({ line, index, onChange, disabled }: { line: LineDraft; index: number; onChange(next: Partial<LineDraft>): void; disabled: boolean }) {
  const { t } = useTranslation('purchasing');
  const [keyword, setKeyword] = useState('');
  const parts = usePartMatches(useSettled(keyword.trim()));
  const listed = parts.some((part) => part.id === line.part_id);
  return (
    <Stack gap="1" minW="14rem">
      <Input size="sm" type="search" disabled={disabled} aria-label={t('lines.searchPart', { row: index + 1 })} placeholder={t('lines.searchPlaceholder')} value={keyword} onChange={(event) => setKeyword(event.currentTarget.value)} />
      <NativeSelect.Root recipe={nativeSelectSlotRecipe} size="sm" disabled={disabled}>
        <NativeSelect.Field
          aria-label={t('lines.part', { row: index + 1 })}
          value={line.part_id ? String(line.part_id) : ''}
          onChange={(event) => {
            const id = Number(event.currentTarget.value);
            const part = parts.find((one) => one.id === id);
            onChange({ part_id: id, part_label: part ? partLabel(part) : '' });
          }}
        >
          <option value="">{t('lines.choosePart')}</option>
          {parts.map((part) => (
            <option key={part.id} value={String(part.id)}>
              {partLabel(part)} · {part.on_hand} {part.unit}
            </option>
          ))}
          {line.part_id > 0 && !listed && <option value={String(line.part_id)}>{line.part_label || `#${line.part_id}`}</option>}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Stack>
  );
}

function Choice({ label, value, options, placeholder, disabled, onChange }: { label: string; value: number; options: readonly Option[]; placeholder: string; disabled: boolean; onChange(id: number): void }) {
  return (
    <NativeSelect.Root recipe={nativeSelectSlotRecipe} size="sm" disabled={disabled}>
      <NativeSelect.Field aria-label={label} value={value ? String(value) : ''} onChange={(event) => onChange(Number(event.currentTarget.value))}>
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {'\u00a0\u00a0'.repeat(option.depth ?? 0)}
            {option.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

/**
 * The lines of a purchase order (part, quantity, price), a purchase request (with an optional
 * supplier) or a supply order (with the location it leaves from). An empty price takes the
 * supplier's offer or the part's price. The form keeps the lines as JSON text.
 */
export function LinesEditor({ value, onChange, error, label, readOnly, values, columns }: CustomFieldProps & { columns: LineColumns }) {
  const { t } = useTranslation('purchasing');
  const lines = parseLines(value);
  const warehouseId = Number(values['warehouse_id']);
  const locations = useLocationOptions(columns === 'supply' ? warehouseId : 0);
  const suppliers = useSupplierOptions();
  const write = (next: LineDraft[]) => onChange(JSON.stringify(next));
  const change = (index: number, patch: Partial<LineDraft>) => write(lines.map((line, at) => (at === index ? { ...line, ...patch } : line)));
  return (
    <Field.Root recipe={fieldSlotRecipe} invalid={Boolean(error)} required>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      {columns === 'supply' && !(warehouseId > 0) && <Text color="fg.muted">{t('lines.chooseWarehouseFirst')}</Text>}
      <Table.Root recipe={tableSlotRecipe} size="sm">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('lines.partHeader')}</Table.ColumnHeader>
            {columns === 'supply' && <Table.ColumnHeader>{t('lines.locationHeader')}</Table.ColumnHeader>}
            {columns === 'request' && <Table.ColumnHeader>{t('lines.supplierHeader')}</Table.ColumnHeader>}
            <Table.ColumnHeader>{t('lines.quantityHeader')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('lines.priceHeader')}</Table.ColumnHeader>
            <Table.ColumnHeader />
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {lines.map((line, index) => (
            // Lines have no identity of their own before they are saved: their position is their key.
            <Table.Row key={index}>
              <Table.Cell>
                <PartCell line={line} index={index} disabled={readOnly} onChange={(patch) => change(index, patch)} />
              </Table.Cell>
              {columns === 'supply' && (
                <Table.Cell>
                  <Choice label={t('lines.location', { row: index + 1 })} value={line.location_id} options={locations} placeholder={t('lines.chooseLocation')} disabled={readOnly || !(warehouseId > 0)} onChange={(id) => change(index, { location_id: id })} />
                </Table.Cell>
              )}
              {columns === 'request' && (
                <Table.Cell>
                  <Choice label={t('lines.supplier', { row: index + 1 })} value={line.supplier_id} options={suppliers} placeholder={t('lines.cheapestSupplier')} disabled={readOnly} onChange={(id) => change(index, { supplier_id: id })} />
                </Table.Cell>
              )}
              <Table.Cell>
                <Input size="sm" type="number" min={0} step="any" disabled={readOnly} aria-label={t('lines.quantity', { row: index + 1 })} value={line.quantity} onChange={(event) => change(index, { quantity: event.currentTarget.value })} />
              </Table.Cell>
              <Table.Cell>
                <Input size="sm" inputMode="decimal" disabled={readOnly} aria-label={t('lines.unitPrice', { row: index + 1 })} placeholder={t('lines.defaultPrice')} value={line.unit_price} onChange={(event) => change(index, { unit_price: event.currentTarget.value })} />
              </Table.Cell>
              <Table.Cell>
                <Button size="xs" variant="ghost" colorPalette="red" disabled={readOnly} aria-label={t('lines.remove', { row: index + 1 })} onClick={() => write(lines.filter((_line, at) => at !== index))}>
                  {t('lines.removeShort')}
                </Button>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      <HStack>
        <Button size="sm" variant="outline" disabled={readOnly} onClick={() => write([...lines, emptyLine()])}>
          {t('lines.add')}
        </Button>
      </HStack>
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
