import { Button, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useGetHomeQuery } from '@om/api';
import { useCanOperation } from '@om/auth';
import { thousands, useTranslation } from '@om/i18n';
import { PageLoading, StatCard } from '@om/ui';
import { ComplianceCard } from '../components/ComplianceCard';
import { LatestMessages } from '../components/LatestMessages';

/**
 * The signed-in user's company at a glance: region counts and the latest messages (GET /api/home), and
 * PM compliance for users who may view inspection, maintenance or overhaul (GET /api/compliance).
 */
export function DashboardPage() {
  const { t, i18n } = useTranslation(['dashboard', 'common']);
  const { data, isLoading, isError, refetch } = useGetHomeQuery();
  const seesCompliance = useCanOperation('getComplianceOverview');
  const count = (value: number) => thousands(value, i18n.language);

  return (
    <Stack gap="5">
      <Heading as="h1" size="xl">
        {t('title')}
      </Heading>
      {isLoading ? (
        <PageLoading label={t('common:loading')} />
      ) : isError || !data ? (
        <Stack align="start" gap="3">
          <Text>{t('loadFailed')}</Text>
          <Button size="sm" onClick={() => void refetch()}>
            {t('common:retry')}
          </Button>
        </Stack>
      ) : (
        <>
          <Text fontSize="lg" fontWeight="semibold" data-testid="company-name">
            {data.company.name}
          </Text>
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
            <StatCard label={t('counts.regions')} value={count(data.counts.regions)} />
            <StatCard label={t('counts.units')} value={count(data.counts.units)} />
            <StatCard label={t('counts.stations')} value={count(data.counts.stations)} />
          </SimpleGrid>
          {seesCompliance && <ComplianceCard />}
          <LatestMessages messages={data.messages} />
        </>
      )}
    </Stack>
  );
}
