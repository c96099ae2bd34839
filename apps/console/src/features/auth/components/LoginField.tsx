import { Stack, Text, chakra, useRecipe, type HTMLChakraProps } from '@chakra-ui/react';
import { useId, type Ref } from 'react';

export interface LoginFieldProps extends Omit<HTMLChakraProps<'input'>, 'id'> {
  label: string;
  error?: string;
  ref?: Ref<HTMLInputElement>;
}

/** Label, input and error message, wired for assistive technology (kept light for the sign-in bundle). */
export function LoginField({ label, error, ref, ...input }: LoginFieldProps) {
  const id = useId();
  // The input recipe on a plain input: Chakra's <Input> brings the field state machine along.
  const styles = useRecipe({ key: 'input' })({ size: 'md', variant: 'outline' });
  const errorId = `${id}-error`;
  return (
    <Stack gap="1.5">
      <chakra.label htmlFor={id} fontSize="sm" fontWeight="medium">
        {label}
      </chakra.label>
      <chakra.input ref={ref} css={styles} id={id} aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} {...input} />
      {error && (
        <Text id={errorId} fontSize="xs" color="fg.error">
          {error}
        </Text>
      )}
    </Stack>
  );
}
