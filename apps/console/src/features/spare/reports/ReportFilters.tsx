import { Field, HStack, Input, NativeSelect } from '@chakra-ui/react';
import { fieldSlotRecipe, nativeSelectSlotRecipe } from '@chakra-ui/react/theme';
import type { ReactNode } from 'react';
import { useTranslation } from '@om/i18n';
import type { Option } from '@om/ui';

/** A labelled date input of a report. */
export function DateInput({ label, value, onChange }: { label: string; value: string; onChange(value: string): void }) {
  return (
    <Field.Root recipe={fieldSlotRecipe} width="auto">
      <Field.Label>{label}</Field.Label>
      <Input size="sm" type="date" value={value} onChange={(event) => onChange(event.currentTarget.value)} />
    </Field.Root>
  );
}

/** A labelled choice of a report ("" = all). */
export function ChoiceInput({ label, value, options, onChange, all = true }: { label: string; value: string; options: readonly Option[]; onChange(value: string): void; all?: boolean }) {
  const { t } = useTranslation('spare');
  return (
    <Field.Root recipe={fieldSlotRecipe} width="auto">
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root recipe={nativeSelectSlotRecipe} size="sm">
        <NativeSelect.Field value={value} onChange={(event) => onChange(event.currentTarget.value)}>
          {all && <option value="">{t('reports.all')}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

export function FilterRow({ children }: { children: ReactNode }) {
  return (
    <HStack gap="4" alignItems="flex-end" flexWrap="wrap" role="group">
      {children}
    </HStack>
  );
}

export const isoDay = (date: Date) => `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
