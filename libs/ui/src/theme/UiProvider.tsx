import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { AppToaster } from '../feedback/AppToaster';
import { system } from './system';

export interface UiProviderProps {
  children: ReactNode;
}

/** Chakra with the platform theme, and the toaster every app needs for the error catalogue. */
export function UiProvider({ children }: UiProviderProps) {
  return (
    <ChakraProvider value={system}>
      {children}
      <AppToaster />
    </ChakraProvider>
  );
}
