import { Box, Flex, Heading, Image, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { platformName, useGetKanBanQuery, type HostConfig } from '@om/api';
import { thousands, useTranslation } from '@om/i18n';
import { LanguageMenu } from '@om/ui';
import { useLanguage } from '../../shared/useLanguage';
import { CompliancePanel, CompliancePlaceholder } from './components/CompliancePanel';
import { DataAge } from './components/DataAge';
import { FigureTile } from './components/FigureTile';
import { MessageFeed } from './components/MessageFeed';
import { StaleBanner } from './components/StaleBanner';
import { freshness, REFRESH_MS } from './freshness';
import { useNow } from './useNow';

/** The control-room screen: the company's live figures and PM compliance (GET /api/kan_ban every 30 s). */
export function KanBanScreen({ host }: { host: HostConfig }) {
  const { t, i18n } = useTranslation('wallboard');
  const language = useLanguage();
  const now = useNow();
  const { data, isError, fulfilledTimeStamp } = useGetKanBanQuery(undefined, {
    pollingInterval: REFRESH_MS,
    skipPollingIfUnfocused: false,
  });
  const platform = platformName(host, i18n.language);
  useEffect(() => {
    document.title = `${t('title')} - ${platform}`;
  }, [t, platform]);
  const state = freshness(now, fulfilledTimeStamp, isError);
  const figure = (value: number | undefined) => (value === undefined ? '—' : thousands(value, i18n.language));

  return (
    <Flex direction="column" minHeight="100vh" gap="5" padding={{ base: '4', xl: '8' }} bg="#07111f" color="gray.100">
      <Flex as="header" align="center" gap="4" wrap="wrap">
        <Image src={host.icon} alt="" width="48px" height="48px" />
        <Box>
          <Heading as="h1" size={{ base: '2xl', xl: '4xl' }} color="white">
            {t('title')}
          </Heading>
          <Text fontSize={{ base: 'md', xl: 'xl' }} color="gray.400">
            {data ? data.company.name : platform}
          </Text>
        </Box>
        <Stack marginInlineStart="auto" align="end" gap="1">
          <DataAge now={now} lastSuccessAt={fulfilledTimeStamp} state={state} />
          <LanguageMenu current={language.current} onSelect={language.select} tone="light" />
        </Stack>
      </Flex>
      {state === 'stale' && <StaleBanner received={data !== undefined} />}
      <SimpleGrid as="section" aria-label={t('figures')} columns={{ base: 2, md: 3, xl: 5 }} gap="4">
        <FigureTile label={t('counts.regions')} value={figure(data?.counts.regions)} />
        <FigureTile label={t('counts.units')} value={figure(data?.counts.units)} />
        <FigureTile label={t('counts.stations')} value={figure(data?.counts.stations)} />
        <FigureTile label={t('messagesToday')} value={figure(data?.messages_today)} />
        <FigureTile label={t('usersOnline')} value={figure(data?.users_online)} />
      </SimpleGrid>
      {data ? <CompliancePanel compliance={data.compliance} /> : !isError && <CompliancePlaceholder />}
      <MessageFeed messages={data?.latest ?? []} />
    </Flex>
  );
}
