import { createContext, useContext, type ReactNode } from 'react';

/** The Chakra `size` of controls (buttons, inputs, selects) chosen with the top bar's size switch. */
export type UiSize = 'xs' | 'sm' | 'md' | 'lg';

const UiSizeContext = createContext<UiSize>('md');

/** Gives the chosen size to every control below; pages read it with `useUiSize()`. */
export function UiSizeProvider({ size, children }: { size: UiSize; children: ReactNode }) {
  return <UiSizeContext.Provider value={size}>{children}</UiSizeContext.Provider>;
}

/** The control size: pass it as `size` to Button, Input, NativeSelect (Table: see `tableSize`). */
export function useUiSize(): UiSize {
  return useContext(UiSizeContext);
}

/** Chakra tables come in sm, md and lg. */
export function tableSize(size: UiSize): 'sm' | 'md' | 'lg' {
  return size === 'xs' ? 'sm' : size;
}
