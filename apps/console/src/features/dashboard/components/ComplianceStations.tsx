import { Box, List, Stack, Text } from '@chakra-ui/react';
import { listSlotRecipe } from '@chakra-ui/react/theme';
import type { ComplianceStation } from '@om/api';
import { percent, useTranslation } from '@om/i18n';

/** How many of the lowest stations the card shows. */
export const LOWEST_STATIONS = 5;

/** The stations where something fell due, lowest compliance first (then by name), at most LOWEST_STATIONS. */
export function lowestStations(stations: readonly ComplianceStation[]): ComplianceStation[] {
  return stations
    .filter((station) => station.due > 0)
    .sort((a, b) => (a.ratio ?? 0) - (b.ratio ?? 0) || a.station_name.localeCompare(b.station_name))
    .slice(0, LOWEST_STATIONS);
}

/**
 * The lowest stations as a list, each figure in words over a thin bar of its ratio. Bars drawn with boxes,
 * not a chart: the dashboard is the first page after sign-in and stays free of the charting library.
 */
export function StationFigures({ stations }: { stations: readonly ComplianceStation[] }) {
  const { t, i18n } = useTranslation('dashboard');
  const name = (station: ComplianceStation) => station.station_name || t('compliance.noStation');
  return (
    <Stack gap="2">
      <Text fontWeight="medium">{t('compliance.stations')}</Text>
      <List.Root recipe={listSlotRecipe} listStyle="none" gap="2" aria-label={t('compliance.stations')}>
        {stations.map((station, index) => (
          <List.Item key={station.station_id ?? `none-${index}`} display="block">
            <Text fontSize="sm">{t('compliance.stationFigure', { name: name(station), percent: percent(station.ratio, i18n.language), onTime: station.on_time, due: station.due })}</Text>
            <Box aria-hidden="true" h="1.5" mt="1" bg="bg.muted" borderRadius="full" overflow="hidden">
              <Box h="full" w={`${Math.round((station.ratio ?? 0) * 100)}%`} bg="colorPalette.solid" colorPalette="brand" />
            </Box>
          </List.Item>
        ))}
      </List.Root>
    </Stack>
  );
}
