import { Button, HStack, Link as ChakraLink, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link } from 'react-router';
import { COMPLIANCE_PERIOD_VALUES, type Compliance, type ComplianceFigure, type CompliancePeriod, useGetComplianceOverviewQuery } from '@om/api';
import { useCanAction } from '@om/auth';
import { percent, useTranslation } from '@om/i18n';
import { Panel } from '@om/ui';
import { KINDS, kindPaths } from '../../schedule';
import { lowestStations, StationFigures } from './ComplianceStations';

/** A day of the contract (YYYY-MM-DD) in the user's language. */
function day(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));
}

/** The figure in words beside the percentage; "no tasks due" rather than 0 % when nothing fell due. */
function FigureText({ figure }: { figure: ComplianceFigure }) {
  const { t, i18n } = useTranslation('dashboard');
  if (figure.due === 0) return <Text color="fg.muted">{t('compliance.noTasksDue')}</Text>;
  return (
    <Stack gap="0">
      <Text textStyle="2xl" fontWeight="semibold" fontVariantNumeric="tabular-nums">
        {percent(figure.ratio, i18n.language)}
      </Text>
      <Text textStyle="sm">{t('compliance.counts', { onTime: figure.on_time, due: figure.due, late: figure.late, open: figure.open })}</Text>
    </Stack>
  );
}

/** One kind's figure, linked to its task list (or its plan list when the user may not view the tasks). */
function KindFigure({ compliance }: { compliance: Compliance }) {
  const { t } = useTranslation('dashboard');
  const config = KINDS[compliance.kind];
  const paths = kindPaths(config);
  const seesTasks = useCanAction([config.permissions.task], 'view');
  const kind = t(`compliance.kinds.${compliance.kind}`);
  return (
    <Stack as="li" gap="1" padding="3" borderWidth="1px" borderRadius="md">
      <ChakraLink asChild color="brand.fg" fontWeight="medium">
        <Link to={seesTasks ? paths.tasks : paths.plans}>{t('compliance.kindLink', { kind })}</Link>
      </ChakraLink>
      <FigureText figure={compliance.total} />
    </Stack>
  );
}

/**
 * The dashboard's PM compliance (GET /api/compliance): tasks completed on time ÷ tasks due for a
 * period, in total, per kind the user may view and for the lowest stations. Shown only to users who
 * may call the operation (the page checks).
 */
export function ComplianceCard() {
  const { t, i18n } = useTranslation('dashboard');
  const [period, setPeriod] = useState<CompliancePeriod>('this_month');
  const { data, isError, isFetching } = useGetComplianceOverviewQuery({ period });
  const stations = data ? lowestStations(data.stations) : [];
  return (
    <Panel title={t('compliance.title')}>
      <Stack gap="4" aria-busy={isFetching}>
        <HStack role="group" aria-label={t('compliance.period')} gap="2" wrap="wrap">
          {COMPLIANCE_PERIOD_VALUES.map((value) => (
            <Button key={value} size="sm" variant={value === period ? 'solid' : 'outline'} aria-pressed={value === period} onClick={() => setPeriod(value)}>
              {t(`compliance.periods.${value}`)}
            </Button>
          ))}
        </HStack>
        {isError && <Text>{t('compliance.loadFailed')}</Text>}
        {data && (
          <>
            <Text color="fg.muted" textStyle="sm">
              {t('compliance.range', { from: day(data.from, i18n.language), to: day(data.to, i18n.language) })} · {t('compliance.ratio')}
            </Text>
            <Stack gap="1" aria-label={t('compliance.total')} role="group">
              <Text fontWeight="medium">{t('compliance.total')}</Text>
              <FigureText figure={data.total} />
            </Stack>
            <SimpleGrid as="ul" listStyle="none" margin="0" padding="0" columns={{ base: 1, md: 3 }} gap="3">
              {data.kinds.map((compliance) => (
                <KindFigure key={compliance.kind} compliance={compliance} />
              ))}
            </SimpleGrid>
            {stations.length > 0 && <StationFigures stations={stations} />}
          </>
        )}
      </Stack>
    </Panel>
  );
}
