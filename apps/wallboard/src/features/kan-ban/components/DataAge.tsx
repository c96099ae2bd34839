import { Box, HStack, Text } from '@chakra-ui/react';
import { useTranslation } from '@om/i18n';
import { ageOf, type Freshness } from '../freshness';

export interface DataAgeProps {
  now: number;
  lastSuccessAt: number | undefined;
  state: Freshness;
}

/** "Updated 12 s ago", ticking; amber when the figures are stale. */
export function DataAge({ now, lastSuccessAt, state }: DataAgeProps) {
  const { t } = useTranslation('wallboard');
  const text = (() => {
    if (lastSuccessAt === undefined) return t(state === 'stale' ? 'age.never' : 'age.loading');
    const age = ageOf(now, lastSuccessAt);
    if (age.unit === 'seconds') return t('age.seconds', { seconds: age.value });
    if (age.unit === 'minutes') return t('age.minutes', { minutes: age.value });
    return t('age.hours', { hours: age.value });
  })();
  return (
    <HStack gap="2" color={state === 'stale' ? 'orange.300' : 'gray.300'} data-state={state}>
      <Box width="10px" height="10px" borderRadius="full" bg={state === 'stale' ? 'orange.400' : 'green.400'} aria-hidden="true" />
      <Text fontSize={{ base: 'sm', xl: 'lg' }}>{text}</Text>
    </HStack>
  );
}
