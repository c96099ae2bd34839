import { Button, Field, HStack, Input, NativeSelect, Table } from '@chakra-ui/react';
import { fieldSlotRecipe, nativeSelectSlotRecipe, tableSlotRecipe } from '@chakra-ui/react/theme';
import { useState } from 'react';
import { useTranslation } from '@om/i18n';
import type { CustomFieldProps } from '../../shared/resource';
import { partLabel, usePartMatches, useSettled } from './lookups';

/** A supplier's offers as the form keeps them: JSON text of part, label, price and lead days. */
export const OFFERS_INPUT = 'parts_json';

export interface OfferDraft {
  part_id: number;
  part_label: string;
  unit_price: string;
  lead_days: string;
}

export function parseOffers(text: unknown): OfferDraft[] {
  if (typeof text !== 'string' || text === '') return [];
  try {
    const parsed: unknown = JSON.parse(text);
    if (!Array.isArray(parsed)) return [];
    return parsed.map((item: unknown) => {
      const get = (key: string) => (typeof item === 'object' && item !== null ? Reflect.get(item, key) : undefined);
      const text = (key: string) => {
        const value = get(key);
        return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
      };
      return { part_id: Number(get('part_id')) || 0, part_label: text('part_label'), unit_price: text('unit_price'), lead_days: text('lead_days') };
    });
  } catch {
    return [];
  }
}

export function offersCheck(text: unknown): string | undefined {
  for (const offer of parseOffers(text)) {
    if (!(offer.part_id > 0)) return 'lines.partMissing';
    if (offer.unit_price.trim() && !/^\d{1,10}(\.\d{1,4})?$/.test(offer.unit_price.trim())) return 'lines.priceInvalid';
    if (offer.lead_days.trim() && !/^\d{1,4}$/.test(offer.lead_days.trim())) return 'offers.leadInvalid';
  }
  return undefined;
}

export const toOffers = (text: unknown) =>
  parseOffers(text).map((offer) => ({
    part_id: offer.part_id,
    ...(offer.unit_price.trim() ? { unit_price: offer.unit_price.trim() } : {}),
    ...(offer.lead_days.trim() ? { lead_days: Number(offer.lead_days) } : {}),
  }));

function OfferPart({ offer, index, disabled, onChange }: { offer: OfferDraft; index: number; disabled: boolean; onChange(next: Partial<OfferDraft>): void }) {
  const { t } = useTranslation('purchasing');
  const [keyword, setKeyword] = useState('');
  const parts = usePartMatches(useSettled(keyword.trim()));
  return (
    <HStack gap="1" minW="16rem">
      <Input size="sm" type="search" disabled={disabled} aria-label={t('lines.searchPart', { row: index + 1 })} placeholder={t('lines.searchPlaceholder')} value={keyword} onChange={(event) => setKeyword(event.currentTarget.value)} />
      <NativeSelect.Root recipe={nativeSelectSlotRecipe} size="sm" disabled={disabled}>
        <NativeSelect.Field
          aria-label={t('lines.part', { row: index + 1 })}
          value={offer.part_id ? String(offer.part_id) : ''}
          onChange={(event) => {
            const part = parts.find((one) => one.id === Number(event.currentTarget.value));
            onChange({ part_id: Number(event.currentTarget.value), part_label: part ? partLabel(part) : '' });
          }}
        >
          <option value="">{t('lines.choosePart')}</option>
          {parts.map((part) => (
            <option key={part.id} value={String(part.id)}>
              {partLabel(part)}
            </option>
          ))}
          {offer.part_id > 0 && !parts.some((part) => part.id === offer.part_id) && <option value={String(offer.part_id)}>{offer.part_label || `#${offer.part_id}`}</option>}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </HStack>
  );
}

/** The parts a supplier offers, with its price and lead time in days. */
export function OffersEditor({ value, onChange, error, label, readOnly }: CustomFieldProps) {
  const { t } = useTranslation('purchasing');
  const offers = parseOffers(value);
  const write = (next: OfferDraft[]) => onChange(JSON.stringify(next));
  const change = (index: number, patch: Partial<OfferDraft>) => write(offers.map((offer, at) => (at === index ? { ...offer, ...patch } : offer)));
  return (
    <Field.Root recipe={fieldSlotRecipe} invalid={Boolean(error)}>
      <Field.Label>{label}</Field.Label>
      <Table.Root recipe={tableSlotRecipe} size="sm">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('lines.partHeader')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('lines.priceHeader')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('offers.leadDays')}</Table.ColumnHeader>
            <Table.ColumnHeader />
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {offers.map((offer, index) => (
            // Offers have no identity before they are saved: their position is their key.
            <Table.Row key={index}>
              <Table.Cell>
                <OfferPart offer={offer} index={index} disabled={readOnly} onChange={(patch) => change(index, patch)} />
              </Table.Cell>
              <Table.Cell>
                <Input size="sm" inputMode="decimal" disabled={readOnly} aria-label={t('lines.unitPrice', { row: index + 1 })} value={offer.unit_price} onChange={(event) => change(index, { unit_price: event.currentTarget.value })} />
              </Table.Cell>
              <Table.Cell>
                <Input size="sm" type="number" min={0} step={1} disabled={readOnly} aria-label={t('offers.leadDaysOf', { row: index + 1 })} value={offer.lead_days} onChange={(event) => change(index, { lead_days: event.currentTarget.value })} />
              </Table.Cell>
              <Table.Cell>
                <Button size="xs" variant="ghost" colorPalette="red" disabled={readOnly} aria-label={t('lines.remove', { row: index + 1 })} onClick={() => write(offers.filter((_offer, at) => at !== index))}>
                  {t('lines.removeShort')}
                </Button>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      <HStack>
        <Button size="sm" variant="outline" disabled={readOnly} onClick={() => write([...offers, { part_id: 0, part_label: '', unit_price: '', lead_days: '' }])}>
          {t('offers.add')}
        </Button>
      </HStack>
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
