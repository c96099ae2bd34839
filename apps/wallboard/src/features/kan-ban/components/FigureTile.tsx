import { Box, Text } from '@chakra-ui/react';

export interface FigureTileProps {
  label: string;
  value: string;
}

export function FigureTile({ label, value }: FigureTileProps) {
  return (
    <Box bg="whiteAlpha.50" borderWidth="1px" borderColor="whiteAlpha.200" borderRadius="xl" padding={{ base: '4', xl: '6' }}>
      <Text fontSize={{ base: 'md', xl: 'xl' }} color="gray.400">
        {label}
      </Text>
      <Text fontSize={{ base: '4xl', xl: '6xl' }} fontWeight="bold" lineHeight="1.1" color="cyan.300" fontVariantNumeric="tabular-nums">
        {value}
      </Text>
    </Box>
  );
}
