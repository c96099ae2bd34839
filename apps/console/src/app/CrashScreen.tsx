import { Button, Center, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from '@om/i18n';

/** Last resort when a page fails to load or render (a stale chunk after a deploy, a bug): reload. */
export function CrashScreen() {
  const { t } = useTranslation('errors');
  return (
    <Center minHeight="60vh" padding="6">
      <Stack align="center" gap="3" textAlign="center">
        <Heading as="h1" size="xl">
          {t('crash.title')}
        </Heading>
        <Text color="fg.muted">{t('crash.text')}</Text>
        <Button colorPalette="brand" onClick={() => window.location.reload()}>
          {t('crash.reload')}
        </Button>
      </Stack>
    </Center>
  );
}
