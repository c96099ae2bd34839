import { Field, Input, NativeSelect, Stack } from '@chakra-ui/react';
import { fieldSlotRecipe, nativeSelectSlotRecipe } from '@chakra-ui/react/theme';
import { useEffect, useState } from 'react';
import { useListDevicesQuery } from '@om/api';
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

/**
 * Choose one device among many (the ledger may hold 100,000): type a code or part of a name, then
 * pick among the first matches. The form keeps the id as text.
 */
export function DevicePicker({ value, onChange, error, label, readOnly }: CustomFieldProps) {
  const { t } = useTranslation(['device', 'resource']);
  const [keyword, setKeyword] = useState('');
  const settled = useSettled(keyword.trim());
  const scope = useScope();
  const { data, isFetching } = useListDevicesQuery({ ...scope, keyword: settled || undefined, limit: MATCHES, sort: '+code' });
  const chosen = typeof value === 'string' ? value : '';
  const items = data?.items ?? [];
  return (
    <Stack gap="2">
      <Field.Root recipe={fieldSlotRecipe} disabled={readOnly}>
        <Field.Label fontSize="sm">
          {t('picker.search')}
        </Field.Label>
        <Input type="search" size="sm" value={keyword} onChange={(event) => setKeyword(event.currentTarget.value)} aria-busy={isFetching || undefined} />
      </Field.Root>
      <Field.Root recipe={fieldSlotRecipe} invalid={Boolean(error)} required disabled={readOnly}>
        <Field.Label>
          {label}
          <Field.RequiredIndicator />
        </Field.Label>
        <NativeSelect.Root recipe={nativeSelectSlotRecipe}>
          <NativeSelect.Field value={chosen} onChange={(event) => onChange(event.currentTarget.value)}>
            <option value="">{items.length ? t('resource:form.choose') : t('picker.none')}</option>
            {items.map((device) => (
              <option key={device.id} value={String(device.id)}>
                {device.code} {device.name} — {device.station_title}
              </option>
            ))}
            {chosen !== '' && !items.some((device) => String(device.id) === chosen) && <option value={chosen}>#{chosen}</option>}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Field.HelperText>{t('picker.help', { count: MATCHES })}</Field.HelperText>
        <Field.ErrorText>{error}</Field.ErrorText>
      </Field.Root>
    </Stack>
  );
}
