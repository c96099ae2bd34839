import { Button, Center, Heading, Stack, Text } from '@chakra-ui/react';
import { GuardUnavailableError } from '@om/auth';
import { useTranslation } from '@om/i18n';
import { useRevalidator, useRouteError } from 'react-router';
import { CrashScreen } from './CrashScreen';

/**
 * Last resort when a page fails to load or render (a stale chunk after a deploy, a bug), and the
 * page for a guard that could not reach the server: the session stays, "Try again" runs the guard again.
 */
export function RouteError() {
  const error = useRouteError();
  return error instanceof GuardUnavailableError ? <GuardUnavailable /> : <CrashScreen />;
}

function GuardUnavailable() {
  const { t } = useTranslation('errors');
  const revalidator = useRevalidator();
  return (
    <Center minHeight="60vh" padding="6">
      <Stack align="center" gap="3" textAlign="center">
        <Heading as="h1" size="xl">
          {t('unavailable.title')}
        </Heading>
        <Text color="fg.muted">{t('unavailable.text')}</Text>
        <Button colorPalette="brand" loading={revalidator.state === 'loading'} onClick={() => revalidator.revalidate()}>
          {t('unavailable.retry')}
        </Button>
      </Stack>
    </Center>
  );
}
