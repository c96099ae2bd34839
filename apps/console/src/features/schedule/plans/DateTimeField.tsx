import { Field, Input } from '@chakra-ui/react';
import { fieldSlotRecipe } from '@chakra-ui/react/theme';
import type { CustomFieldProps } from '../../../shared/resource';

/** A wall-clock time (YYYY-MM-DDTHH:mm), as the contract's due times are. */
export function DateTimeField({ value, onChange, error, label, readOnly, type = 'datetime-local' }: CustomFieldProps & { type?: 'datetime-local' | 'date' }) {
  return (
    <Field.Root recipe={fieldSlotRecipe} invalid={Boolean(error)} readOnly={readOnly}>
      <Field.Label>{label}</Field.Label>
      <Input size="sm" type={type} value={typeof value === 'string' ? value : ''} onChange={(event) => onChange(event.currentTarget.value)} />
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
