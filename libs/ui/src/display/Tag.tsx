import { Badge } from '@chakra-ui/react';
import { badgeRecipe } from '@chakra-ui/react/theme';
import type { ReactNode } from 'react';

export interface TagProps {
  children: ReactNode;
  /** `brand` draws attention (unread, new). */
  tone?: 'neutral' | 'brand';
}

export function Tag({ children, tone = 'neutral' }: TagProps) {
  return (
    <Badge recipe={badgeRecipe} size="sm" colorPalette={tone === 'brand' ? 'brand' : 'gray'}>
      {children}
    </Badge>
  );
}
