import { Button, Center, Heading, Stack, Text } from '@chakra-ui/react';
import { GuardUnavailableError } from '@om/auth';
import { useTranslation } from '@om/i18n';
import { useRevalidator, useRouteError } from 'react-router';

/**
 * Last resort when a page fails to load or render (a stale chunk after a deploy, a bug), and the
 * page for a guard that could not reach the server: the session stays, "Try again" runs the guard again.
 */
export function RouteError() {
  const { t } = useTranslation('errors');
  const error = useRouteError();
  const revalidator = useRevalidator();
  const unavailable = error instanceof GuardUnavailableError;
  return (
    <Center minHeight="60vh" padding="6">
      <Stack align="center" gap="3" textAlign="center">
        <Heading as="h1" size="xl">
          {unavailable ? t('unavailable.title') : t('crash.title')}
        </Heading>
        <Text color="fg.muted">{unavailable ? t('unavailable.text') : t('crash.text')}</Text>
        {unavailable ? (
          <Button colorPalette="brand" loading={revalidator.state === 'loading'} onClick={() => revalidator.revalidate()}>
            {t('unavailable.retry')}
          </Button>
        ) : (
          <Button colorPalette="brand" onClick={() => window.location.reload()}>
            {t('crash.reload')}
          </Button>
        )}
      </Stack>
    </Center>
  );
}
