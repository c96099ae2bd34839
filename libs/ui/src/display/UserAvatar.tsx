import { chakra } from '@chakra-ui/react';
import { useState } from 'react';

export interface UserAvatarProps {
  name: string;
  src?: string;
  size?: 'xs' | 'sm' | 'md' | 'lg' | 'xl';
}

const PIXELS = { xs: 24, sm: 32, md: 40, lg: 48, xl: 96 } as const;

function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  // Chinese and Japanese names: the first character; others: the first letters of two words.
  if (words.length === 1) return [...words[0]].slice(0, /^[\p{Script=Latin}]/u.test(words[0]) ? 2 : 1).join('').toUpperCase();
  return `${[...words[0]][0]}${[...words[words.length - 1]][0]}`.toUpperCase();
}

/**
 * The user's picture, or their initials. Decorative: the name is always written next to it. Plain
 * markup (no avatar state machine), so the shell's first bundle stays small.
 */
export function UserAvatar({ name, src, size = 'md' }: UserAvatarProps) {
  const [failed, setFailed] = useState<string | undefined>();
  const pixels = PIXELS[size];
  const showImage = Boolean(src) && failed !== src;
  return (
    <chakra.span
      aria-hidden="true"
      display="inline-flex"
      alignItems="center"
      justifyContent="center"
      flexShrink={0}
      width={`${pixels}px`}
      height={`${pixels}px`}
      borderRadius="full"
      overflow="hidden"
      bg="brand.solid"
      color="brand.contrast"
      fontSize={`${Math.round(pixels * 0.4)}px`}
      fontWeight="semibold"
      lineHeight="1"
    >
      {showImage ? (
        <chakra.img src={src} alt="" width="full" height="full" objectFit="cover" onError={() => setFailed(src)} />
      ) : (
        initials(name)
      )}
    </chakra.span>
  );
}
