import { Center, Spinner } from '@chakra-ui/react';

export interface PageLoadingProps {
  label: string;
}

export function PageLoading({ label }: PageLoadingProps) {
  return (
    <Center minHeight="40vh" role="status" aria-label={label}>
      <Spinner size="lg" color="brand.solid" />
    </Center>
  );
}
