import { Box } from '@chakra-ui/react';

export interface NavigationProgressProps {
  active: boolean;
}

/** The thin bar at the top of the window while a page loads. */
export function NavigationProgress({ active }: NavigationProgressProps) {
  if (!active) return null;
  return (
    <Box
      aria-hidden="true"
      position="fixed"
      top="0"
      left="0"
      height="2px"
      width="full"
      zIndex="max"
      bg="brand.solid"
      transformOrigin="left"
      animation="om-progress 2s ease-out forwards"
      css={{ '@keyframes om-progress': { from: { transform: 'scaleX(0.05)' }, to: { transform: 'scaleX(0.9)' } } }}
    />
  );
}
