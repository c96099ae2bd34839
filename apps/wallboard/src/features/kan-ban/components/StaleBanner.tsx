import { Box, Text } from '@chakra-ui/react';
import { useTranslation } from '@om/i18n';

/**
 * Shown while refreshes fail; it disappears by itself with the next successful refresh. It says
 * whether the figures on screen are the last ones received or none has ever arrived.
 */
export function StaleBanner({ received }: { received: boolean }) {
  const { t } = useTranslation('wallboard');
  return (
    <Box role="alert" bg="orange.900" color="orange.100" borderRadius="lg" paddingInline="6" paddingBlock="3">
      <Text fontSize={{ base: 'md', xl: 'xl' }} fontWeight="semibold">
        {t('stale.title')}
      </Text>
      <Text fontSize={{ base: 'sm', xl: 'md' }}>{t(received ? 'stale.text' : 'stale.textNever')}</Text>
    </Box>
  );
}
