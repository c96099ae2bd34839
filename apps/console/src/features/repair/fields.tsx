import { Field, Input, NativeSelect, Textarea } from '@chakra-ui/react';
import { fieldSlotRecipe, nativeSelectSlotRecipe, textareaRecipe } from '@chakra-ui/react/theme';
import type { ReactNode } from 'react';

/** A labelled native select (keyboard-friendly, one accessible name). */
export function SelectField({ label, value, onChange, children, error, required }: { label: string; value: string; onChange(value: string): void; children: ReactNode; error?: string | undefined; required?: boolean }) {
  return (
    <Field.Root recipe={fieldSlotRecipe} invalid={Boolean(error)} required={required}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      <NativeSelect.Root recipe={nativeSelectSlotRecipe}>
        <NativeSelect.Field value={value} onChange={(event) => onChange(event.currentTarget.value)}>
          {children}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

export function TextField({ label, value, onChange, error, required, multiline, type, help }: {
  label: string;
  value: string;
  onChange(value: string): void;
  error?: string | undefined;
  required?: boolean;
  multiline?: boolean;
  type?: 'text' | 'datetime-local' | 'number';
  help?: string;
}) {
  return (
    <Field.Root recipe={fieldSlotRecipe} invalid={Boolean(error)} required={required}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {multiline ? (
        <Textarea recipe={textareaRecipe} rows={3} value={value} onChange={(event) => onChange(event.currentTarget.value)} />
      ) : (
        <Input size="sm" type={type ?? 'text'} value={value} onChange={(event) => onChange(event.currentTarget.value)} />
      )}
      {help && <Field.HelperText>{help}</Field.HelperText>}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

/** `2026-01-02T10:00` (a datetime-local input) from an ISO time, in local time. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

export function fromLocalInput(value: string): string | null {
  return value ? new Date(value).toISOString() : null;
}
