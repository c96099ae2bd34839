import { Field, Input, NativeSelect, Stack } from '@chakra-ui/react';
import { fieldSlotRecipe, nativeSelectSlotRecipe } from '@chakra-ui/react/theme';
import { useEffect, useState } from 'react';
import { useGetDeviceQuery, useListDevicesQuery, type DeviceRecord } from '@om/api';
import { useTranslation } from '@om/i18n';
import type { CustomFieldProps } from '../../shared/resource';
import { useScope } from '../../shared/scope/useScope';

const MATCHES = 20;

/** Text that settles: the last value typed, once typing pauses. */
function useSettled(value: string, ms = 300): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), ms);
    return () => window.clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

function deviceLabel(device: Pick<DeviceRecord, 'code' | 'name' | 'station_title'>): string {
  return `${device.code} ${device.name} — ${device.station_title}`;
}

export interface DevicePickerOptions {
  /** "None" (id 0) is a choice: the parent of a device. */
  optional?: boolean;
  /** Only devices of this station (the filter box's scope otherwise). */
  stationId?: number;
  /** An i18n key in `device` shown above the picker's own hint. */
  help?: string;
  /** Choosing a parent for this device: it and the devices below it are not offered. */
  parentOf?: number;
}

/**
 * Choose one device among many (the ledger may hold 100,000): type a code or part of a name, then
 * pick among the first matches. The form keeps the id as text.
 */
export function DevicePicker({ value, onChange, error, label, readOnly, optional = false, stationId, help, parentOf }: CustomFieldProps & DevicePickerOptions) {
  const { t } = useTranslation(['device', 'resource']);
  const [keyword, setKeyword] = useState('');
  const settled = useSettled(keyword.trim());
  const scope = useScope();
  const where = stationId ? { station_id: stationId } : scope;
  const { data, isFetching } = useListDevicesQuery({ ...where, keyword: settled || undefined, parent_of: parentOf, limit: MATCHES, sort: '+code' });
  const chosen = typeof value === 'string' && !(optional && value === '0') ? value : '';
  const items = data?.items ?? [];
  const chosenId = Number(chosen);
  const chosenListed = items.some((device) => device.id === chosenId);
  // The chosen device named even when the matches do not hold it (an edit form, before any search).
  const { data: chosenDevice } = useGetDeviceQuery(chosenId, { skip: !(chosenId > 0) || chosenListed });
  return (
    <Stack gap="2">
      <Field.Root recipe={fieldSlotRecipe} disabled={readOnly}>
        <Field.Label fontSize="sm">
          {t('picker.search')}
        </Field.Label>
        <Input type="search" size="sm" value={keyword} onChange={(event) => setKeyword(event.currentTarget.value)} aria-busy={isFetching || undefined} />
      </Field.Root>
      <Field.Root recipe={fieldSlotRecipe} invalid={Boolean(error)} required={!optional} disabled={readOnly}>
        <Field.Label>
          {label}
          <Field.RequiredIndicator />
        </Field.Label>
        <NativeSelect.Root recipe={nativeSelectSlotRecipe}>
          <NativeSelect.Field value={optional && chosen === '' ? '0' : chosen} onChange={(event) => onChange(event.currentTarget.value)}>
            {optional ? <option value="0">{t('resource:none')}</option> : <option value="">{items.length ? t('resource:form.choose') : t('picker.none')}</option>}
            {items.map((device) => (
              <option key={device.id} value={String(device.id)}>
                {deviceLabel(device)}
              </option>
            ))}
            {chosen !== '' && !chosenListed && <option value={chosen}>{chosenDevice?.id === chosenId ? deviceLabel(chosenDevice) : `#${chosen}`}</option>}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Field.HelperText>
          {help ? `${t(help)} ` : ''}
          {t('picker.help', { count: MATCHES })}
        </Field.HelperText>
        <Field.ErrorText>{error}</Field.ErrorText>
      </Field.Root>
    </Stack>
  );
}
