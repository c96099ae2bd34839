import { Alert } from '@chakra-ui/react';
import { alertSlotRecipe } from '@chakra-ui/react/theme';

/** A failure of the whole form (not of one field). */
export function FormAlert({ title, message }: { title: string; message: string }) {
  return (
    <Alert.Root recipe={alertSlotRecipe} status="error" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        <Alert.Description>{message}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
