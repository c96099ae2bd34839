import { Stack, Text, chakra, useRecipe, type HTMLChakraProps } from '@chakra-ui/react';
import { useId } from 'react';
import { useUiSize } from '@om/ui';

export interface FieldProps extends Omit<HTMLChakraProps<'input'>, 'id' | 'size'> {
  label: string;
  error?: string;
  hint?: string;
}

/** Label, input, hint and error message, wired for assistive technology. */
export function Field({ label, error, hint, ...input }: FieldProps) {
  const id = useId();
  const size = useUiSize();
  const styles = useRecipe({ key: 'input' })({ size, variant: 'outline' });
  const describedBy = [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <Stack gap="1">
      <chakra.label htmlFor={id} fontSize="sm" fontWeight="medium">
        {label}
      </chakra.label>
      <chakra.input css={styles} id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />
      {hint && (
        <Text id={`${id}-hint`} fontSize="xs" color="fg.muted">
          {hint}
        </Text>
      )}
      {error && (
        <Text id={`${id}-error`} fontSize="xs" color="fg.error">
          {error}
        </Text>
      )}
    </Stack>
  );
}
