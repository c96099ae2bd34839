import { Avatar } from '@chakra-ui/react';
import { avatarSlotRecipe } from '@chakra-ui/react/theme';

export interface UserAvatarProps {
  name: string;
  src?: string;
  size?: 'xs' | 'sm' | 'md' | 'lg';
}

/** The user's picture, or their initials. Decorative: the name is always written next to it. */
export function UserAvatar({ name, src, size = 'md' }: UserAvatarProps) {
  return (
    <Avatar.Root recipe={avatarSlotRecipe} size={size} aria-hidden="true">
      <Avatar.Fallback name={name} />
      {src ? <Avatar.Image src={src} alt="" /> : null}
    </Avatar.Root>
  );
}
