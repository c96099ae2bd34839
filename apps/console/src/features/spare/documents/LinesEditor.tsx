import { Button, Field, HStack, Input, NativeSelect, Stack, Table, Text } from '@chakra-ui/react';
import { fieldSlotRecipe, nativeSelectSlotRecipe, tableSlotRecipe } from '@chakra-ui/react/theme';
import { useEffect, useState } from 'react';
import { useTranslation } from '@om/i18n';
import type { CustomFieldProps } from '../../../shared/resource';
import { partLabel, useLocationOptions, usePartMatches } from '../lookups';
import { emptyLine, parseLines, type LineDraft } from './lines';

/** Text that settles once typing pauses. */
function useSettled(value: string, ms = 300): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), ms);
    return () => window.clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** Type part of a code or name, then choose among the first matches. */
function PartCell({ line, index, onChange, disabled }: { line: LineDraft; index: number; onChange(next: Partial<LineDraft>): void; disabled: boolean }) {
  const { t } = useTranslation('spare');
  const [keyword, setKeyword] = useState('');
  const { parts } = usePartMatches(useSettled(keyword.trim()));
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
            onChange({ part_id: id, part_label: part ? partLabel(part) : '', unit_price: line.unit_price });
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

/**
 * The lines of a stock document: part, location (of the document's warehouse), batch, quantity and
 * unit price (empty = the part's price). The form keeps them as JSON text.
 */
export function LinesEditor({ value, onChange, error, label, readOnly, values, partsOnly = false }: CustomFieldProps & { partsOnly?: boolean }) {
  const { t } = useTranslation('spare');
  const lines = parseLines(value);
  const warehouseId = Number(values['warehouse_id']);
  const locations = useLocationOptions(partsOnly ? 0 : warehouseId);
  const write = (next: LineDraft[]) => onChange(JSON.stringify(next));
  const change = (index: number, patch: Partial<LineDraft>) => write(lines.map((line, at) => (at === index ? { ...line, ...patch } : line)));
  return (
    <Field.Root recipe={fieldSlotRecipe} invalid={Boolean(error)} required>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      {!partsOnly && !(warehouseId > 0) && <Text color="fg.muted">{t('lines.chooseWarehouseFirst')}</Text>}
      <Table.Root recipe={tableSlotRecipe} size="sm">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('lines.partHeader')}</Table.ColumnHeader>
            {!partsOnly && <Table.ColumnHeader>{t('lines.locationHeader')}</Table.ColumnHeader>}
            {!partsOnly && <Table.ColumnHeader>{t('lines.batchHeader')}</Table.ColumnHeader>}
            <Table.ColumnHeader>{t('lines.quantityHeader')}</Table.ColumnHeader>
            {!partsOnly && <Table.ColumnHeader>{t('lines.priceHeader')}</Table.ColumnHeader>}
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
              {!partsOnly && (
              <Table.Cell>
                <NativeSelect.Root recipe={nativeSelectSlotRecipe} size="sm" disabled={readOnly || !(warehouseId > 0)}>
                  <NativeSelect.Field aria-label={t('lines.location', { row: index + 1 })} value={line.location_id ? String(line.location_id) : ''} onChange={(event) => change(index, { location_id: Number(event.currentTarget.value) })}>
                    <option value="">{t('lines.chooseLocation')}</option>
                    {locations.map((location) => (
                      <option key={location.value} value={location.value} disabled={location.disabled}>
                        {'\u00a0\u00a0'.repeat(location.depth ?? 0)}
                        {location.label}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </Table.Cell>
              )}
              {!partsOnly && (
              <Table.Cell>
                <Input size="sm" maxLength={32} disabled={readOnly} aria-label={t('lines.batch', { row: index + 1 })} value={line.batch} onChange={(event) => change(index, { batch: event.currentTarget.value })} />
              </Table.Cell>
              )}
              <Table.Cell>
                <Input size="sm" type="number" min={0} step="any" disabled={readOnly} aria-label={t('lines.quantity', { row: index + 1 })} value={line.quantity} onChange={(event) => change(index, { quantity: event.currentTarget.value })} />
              </Table.Cell>
              {!partsOnly && (
              <Table.Cell>
                <Input size="sm" type="number" min={0} step="0.01" disabled={readOnly} aria-label={t('lines.unitPrice', { row: index + 1 })} value={line.unit_price} onChange={(event) => change(index, { unit_price: event.currentTarget.value })} />
              </Table.Cell>
              )}
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
