import { Badge } from '@chakra-ui/react';
import { badgeRecipe } from '@chakra-ui/react/theme';
import type { ReactNode } from 'react';

export type TagColor = 'gray' | 'green' | 'blue' | 'orange' | 'red' | 'purple';

/** A coloured tag; its text says what the colour means (never the colour alone). `strong`: outlined, for what needs attention. */
export function ColorTag({ color, children, title, strong = false }: { color: TagColor; children: ReactNode; title?: string; strong?: boolean }) {
  return (
    <Badge recipe={badgeRecipe} size="sm" variant={strong ? 'surface' : 'subtle'} colorPalette={color} title={title}>
      {children}
    </Badge>
  );
}
