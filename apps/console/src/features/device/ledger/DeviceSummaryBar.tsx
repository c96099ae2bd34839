import { Box, SimpleGrid, Text } from '@chakra-ui/react';
import { useDeferredValue } from 'react';
import type { DeviceListQuery } from '@om/api';
import { thousands, useTranslation } from '@om/i18n';
import { StatCard } from '@om/ui';
import { useDeviceList } from './devices.resource';

/**
 * The figures above the ledger for its filters: total, in use, under repair and per importance grade.
 * They come with the list's own answer (`include=summary`): the same request, not another one.
 */
export function DeviceSummaryBar({ query }: { query: DeviceListQuery }) {
  const { t, i18n } = useTranslation('device');
  // Rendered with the list's rows, at the same (transition) priority: see useResourceList.
  const data = useDeferredValue(useDeviceList(query).data);
  const summary = data?.summary;
  const show = (value: number | undefined) => (value === undefined ? '—' : thousands(value, i18n.language));
  return (
    <Box as="section" aria-label={t('summary.label')}>
      <SimpleGrid columns={{ base: 2, md: 3, xl: 6 }} gap="3">
        <StatCard label={t('summary.total')} value={show(summary?.total)} />
        <StatCard label={t('summary.in_use')} value={show(summary?.in_use)} />
        <StatCard label={t('summary.under_repair')} value={show(summary?.under_repair)} />
        {(['A', 'B', 'C'] as const).map((grade) => (
          <StatCard key={grade} label={t('summary.grade', { grade })} value={show(summary?.importance[grade])} />
        ))}
      </SimpleGrid>
      {data && !data.total_exact && (
        <Text marginTop="2" fontSize="sm" color="fg.muted">
          {t('summary.capped', { count: data.total })}
        </Text>
      )}
    </Box>
  );
}
