import { Field, Input, NativeSelect, Textarea } from '@chakra-ui/react';
import { fieldSlotRecipe, nativeSelectSlotRecipe, textareaRecipe } from '@chakra-ui/react/theme';

/** Small labelled controls of the engine's own forms (the generic resource forms are drawers). */
export function TextField({ label, value, onChange, type = 'text', readOnly, required, invalid }: {
  label: string;
  value: string;
  onChange(value: string): void;
  type?: 'text' | 'number' | 'date' | 'datetime-local';
  readOnly?: boolean;
  required?: boolean;
  invalid?: boolean;
}) {
  return (
    <Field.Root recipe={fieldSlotRecipe} required={required} invalid={invalid} readOnly={readOnly}>
      <Field.Label>{label}</Field.Label>
      <Input size="sm" type={type} value={value} step={type === 'number' ? 'any' : undefined} onChange={(event) => onChange(event.target.value)} />
    </Field.Root>
  );
}

export function TextArea({ label, value, onChange }: { label: string; value: string; onChange(value: string): void }) {
  return (
    <Field.Root recipe={fieldSlotRecipe}>
      <Field.Label>{label}</Field.Label>
      <Textarea recipe={textareaRecipe} size="sm" rows={2} value={value} onChange={(event) => onChange(event.target.value)} />
    </Field.Root>
  );
}

export function SelectField({ label, value, onChange, options }: {
  label: string;
  value: string;
  onChange(value: string): void;
  options: readonly { value: string; label: string }[];
}) {
  return (
    <Field.Root recipe={fieldSlotRecipe}>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root recipe={nativeSelectSlotRecipe} size="sm">
        <NativeSelect.Field value={value} onChange={(event) => onChange(event.target.value)}>
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
