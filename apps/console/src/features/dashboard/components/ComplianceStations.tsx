import { List, Stack, Text } from '@chakra-ui/react';
import { listSlotRecipe } from '@chakra-ui/react/theme';
import type { ComplianceStation } from '@om/api';
import { percent, useTranslation } from '@om/i18n';
import { Chart } from '@om/ui';

/** How many of the lowest stations the card shows. */
export const LOWEST_STATIONS = 5;

/** The stations where something fell due, lowest compliance first (then by name), at most LOWEST_STATIONS. */
export function lowestStations(stations: readonly ComplianceStation[]): ComplianceStation[] {
  return stations
    .filter((station) => station.due > 0)
    .sort((a, b) => (a.ratio ?? 0) - (b.ratio ?? 0) || a.station_name.localeCompare(b.station_name))
    .slice(0, LOWEST_STATIONS);
}

/** The lowest stations as a small bar chart (a picture named by its figures) and the same figures as a list. */
export function StationFigures({ stations }: { stations: readonly ComplianceStation[] }) {
  const { t, i18n } = useTranslation('dashboard');
  const name = (station: ComplianceStation) => station.station_name || t('compliance.noStation');
  const lines = stations.map((station) =>
    t('compliance.stationFigure', { name: name(station), percent: percent(station.ratio, i18n.language), onTime: station.on_time, due: station.due }),
  );
  const option = {
    tooltip: { trigger: 'axis' },
    grid: { left: 140, right: 24, top: 8, bottom: 24 },
    xAxis: { type: 'value', min: 0, max: 100, axisLabel: { formatter: (value: number) => percent(value / 100, i18n.language) } },
    yAxis: { type: 'category', data: stations.map(name), inverse: true },
    series: [{ type: 'bar', barMaxWidth: 20, data: stations.map((station) => Math.round((station.ratio ?? 0) * 1000) / 10), itemStyle: { color: '#1890ff' } }],
  };
  return (
    <Stack gap="2">
      <Text fontWeight="medium">{t('compliance.stations')}</Text>
      <Chart option={option} label={t('compliance.stationsChart', { list: lines.join('; ') })} height={`${Math.max(120, stations.length * 32 + 40)}px`} />
      <List.Root recipe={listSlotRecipe} ps="5" aria-label={t('compliance.stations')}>
        {lines.map((line, index) => (
          <List.Item key={stations[index]?.station_id ?? `none-${index}`}>{line}</List.Item>
        ))}
      </List.Root>
    </Stack>
  );
}
