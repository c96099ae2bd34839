import { Box, Field, HStack, Input, NativeSelect, VisuallyHidden } from '@chakra-ui/react';
import { fieldSlotRecipe, nativeSelectSlotRecipe } from '@chakra-ui/react/theme';

/** One extra field of a device type, as its form input needs it. */
export interface AttributeSpec {
  key: string;
  name: string;
  kind: 'text' | 'number' | 'date' | 'choice';
  unit?: string;
  options?: readonly string[];
  required?: boolean;
}

export interface AttributeInputProps {
  spec: AttributeSpec;
  /** The value as typed (numbers and days as text). */
  value: string;
  onChange(value: string): void;
  error?: string;
  disabled?: boolean;
  /** The empty choice of a select ("Choose…"). */
  chooseLabel: string;
}

/**
 * The typed input of an extra attribute: a number with its unit after it, a date picker, a select
 * of the choices, or text; labelled by the attribute's name, with its error.
 */
export function AttributeInput({ spec, value, onChange, error, disabled, chooseLabel }: AttributeInputProps) {
  const name = `attributes.${spec.key}`;
  return (
    <Field.Root recipe={fieldSlotRecipe} invalid={Boolean(error)} required={spec.required} disabled={disabled}>
      <Field.Label>
        {spec.name}
        {spec.kind === 'number' && spec.unit && <VisuallyHidden> ({spec.unit})</VisuallyHidden>}
        <Field.RequiredIndicator />
      </Field.Label>
      {spec.kind === 'choice' ? (
        <NativeSelect.Root recipe={nativeSelectSlotRecipe}>
          <NativeSelect.Field name={name} value={value} onChange={(event) => onChange(event.currentTarget.value)}>
            <option value="">{chooseLabel}</option>
            {(spec.options ?? []).map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
            {value !== '' && !(spec.options ?? []).includes(value) && <option value={value}>{value}</option>}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      ) : spec.kind === 'number' ? (
        <HStack gap="2" width="full">
          <Input name={name} type="number" inputMode="decimal" step="any" value={value} onChange={(event) => onChange(event.currentTarget.value)} />
          {spec.unit && (
            <Box as="span" aria-hidden="true" color="fg.muted" fontSize="sm" minWidth="8">
              {spec.unit}
            </Box>
          )}
        </HStack>
      ) : (
        <Input name={name} type={spec.kind === 'date' ? 'date' : 'text'} value={value} onChange={(event) => onChange(event.currentTarget.value)} />
      )}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
