import type { ReactNode } from 'react';
import { useCan } from './useCan';

export interface CanProps {
  roles: readonly string[];
  children: ReactNode;
}

/** Renders its children only for holders of one of `roles`. */
export function Can({ roles, children }: CanProps) {
  return useCan(roles) ? children : null;
}
