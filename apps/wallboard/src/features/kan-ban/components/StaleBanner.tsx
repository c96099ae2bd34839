import { Box, Text } from '@chakra-ui/react';
import { useTranslation } from '@om/i18n';

/** Shown while refreshes fail; it disappears by itself with the next successful refresh. */
export function StaleBanner() {
  const { t } = useTranslation('wallboard');
  return (
    <Box role="alert" bg="orange.900" color="orange.100" borderRadius="lg" paddingInline="6" paddingBlock="3">
      <Text fontSize={{ base: 'md', xl: 'xl' }} fontWeight="semibold">
        {t('stale.title')}
      </Text>
      <Text fontSize={{ base: 'sm', xl: 'md' }}>{t('stale.text')}</Text>
    </Box>
  );
}
