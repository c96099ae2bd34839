import { Box, Flex, Heading, Image, Stack, Text } from '@chakra-ui/react';
import { redirectTarget } from '@om/auth';
import { useTranslation } from '@om/i18n';
import { LanguageMenu } from '@om/ui';
import { useHost, usePlatformName } from '../../../shared/host/HostContext';
import { useLanguage } from '../../../shared/language/useLanguage';
import { isOutsideConsole } from '../../../shared/routing/external';
import { LoginForm } from '../components/LoginForm';

export interface SignInScreenProps {
  /** The address's query: `redirect` names where to go once signed in. */
  search: string;
  /** Opens a console page (the redirect, else the start page) in place of this one. */
  goTo(target: string): void;
}

/**
 * The sign-in page without the router: the router's /login route (LoginPage) and the first page of a
 * visitor without a session (app/SignInFirst.tsx, before the router has loaded) both show it.
 */
export function SignInScreen({ search, goTo }: SignInScreenProps) {
  const host = useHost();
  const platform = usePlatformName();
  const { t } = useTranslation('auth');
  const language = useLanguage();

  const proceed = () => {
    const target = redirectTarget(search) ?? '/';
    if (isOutsideConsole(target)) window.location.assign(target);
    else goTo(target);
  };

  return (
    <Flex
      minHeight="100vh"
      align="center"
      justify="center"
      padding="4"
      bg="#2d3a4b"
      backgroundImage={`url("${host.lpic}")`}
      backgroundSize="cover"
      backgroundPosition="center"
    >
      <Box position="absolute" top="4" right="4">
        <LanguageMenu current={language.current} onSelect={language.select} tone="light" />
      </Box>
      <Box as="main" width="full" maxWidth="sm" bg="bg.panel" color="fg" borderRadius="lg" boxShadow="lg" padding="8">
        <Stack align="center" gap="2" marginBottom="6" textAlign="center">
          <Image src={host.icon} alt="" width="56px" height="56px" />
          <Heading as="h1" size="lg">
            {platform}
          </Heading>
          <Text color="fg.muted" fontSize="sm">
            {t('login.subtitle')}
          </Text>
        </Stack>
        <LoginForm onSignedIn={proceed} />
      </Box>
    </Flex>
  );
}
