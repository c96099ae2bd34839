import { Box, Heading, Text } from '@chakra-ui/react';
import { useMatches } from 'react-router';
import { useTranslation } from '@om/i18n';
import { isRouteHandle } from '../routing/routeHandle';

/** Shown by every route whose screen a later release builds; says so plainly instead of inventing data. */
export function NotAvailablePage() {
  const { t } = useTranslation(['common', 'route']);
  const handle = useMatches()
    .map((match) => match.handle)
    .filter(isRouteHandle)
    .at(-1);
  return (
    <Box as="section" padding="8" maxWidth="2xl">
      <Heading as="h1" size="xl" marginBottom="3">
        {handle ? t(handle.title, { ns: 'route' }) : t('notAvailable.title')}
      </Heading>
      <Text color="fg.muted">{t('notAvailable.text')}</Text>
    </Box>
  );
}
