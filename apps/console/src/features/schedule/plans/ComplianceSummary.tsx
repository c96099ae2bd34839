import { HStack, List, Stack, Text } from '@chakra-ui/react';
import { listSlotRecipe } from '@chakra-ui/react/theme';
import { useState } from 'react';
import type { ComplianceFigure, ScheduleKind } from '@om/api';
import { percent, useTranslation } from '@om/i18n';
import { Panel } from '@om/ui';
import { TextField } from '../controls';
import { scheduleHooks } from '../hooks';

function isoDay(date: Date): string {
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

/** The ratio as a percentage (at most one decimal) in the user's language; a dash when nothing was due. */
function ratioText(figure: ComplianceFigure, language: string): string {
  return figure.ratio === null ? '—' : percent(figure.ratio, language);
}

/** PM compliance of the kind for a period (default: the last 30 days): tasks completed on time ÷ tasks due, in total and per station. */
export function ComplianceSummary({ kind }: { kind: ScheduleKind }) {
  const { t, i18n } = useTranslation('schedule');
  const today = new Date();
  const [from, setFrom] = useState(isoDay(new Date(today.getTime() - 29 * 86_400_000)));
  const [to, setTo] = useState(isoDay(today));
  const { compliance: useCompliance } = scheduleHooks(kind);
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(from) && /^\d{4}-\d{2}-\d{2}$/.test(to) && from <= to;
  const { data, isFetching } = useCompliance({ from, to }, { skip: !valid });
  const figure = data?.total;
  return (
    <Panel title={t('compliance.title')}>
      <Stack gap="3" aria-busy={isFetching}>
        <HStack align="end" wrap="wrap">
          <TextField label={t('compliance.from')} type="date" value={from} onChange={setFrom} />
          <TextField label={t('compliance.to')} type="date" value={to} onChange={setTo} invalid={!valid} />
        </HStack>
        {figure && (
          <Stack gap="0">
            <Text textStyle="sm" color="fg.muted">
              {t('compliance.ratio')}
            </Text>
            <Text textStyle="2xl" fontWeight="semibold">
              {ratioText(figure, i18n.language)}
            </Text>
            <Text textStyle="sm">{t('compliance.counts', { onTime: figure.on_time, due: figure.due, late: figure.late, open: figure.open })}</Text>
          </Stack>
        )}
        {data && data.stations.length > 0 && (
          <List.Root recipe={listSlotRecipe} ps="5" aria-label={t('compliance.byStation')}>
            {data.stations.map((station) => (
              <List.Item key={station.station_id ?? 0}>
                {station.station_name || t('compliance.noStation')}: {ratioText(station, i18n.language)} ({station.on_time}/{station.due})
              </List.Item>
            ))}
          </List.Root>
        )}
        {data && data.total.due === 0 && <Text color="fg.muted">{t('compliance.nothingDue')}</Text>}
      </Stack>
    </Panel>
  );
}
