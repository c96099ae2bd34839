import { Chart } from '@om/ui';
import type { WarehouseWatchSensor } from '@om/api';

const STATE_COLOURS = { normal: '#1890ff', warning: '#fa8c16', alarm: '#f5222d', no_data: '#8c8c8c' } as const;

/** A constant line across the window (a threshold), dashed; none when the threshold is not set. */
function bound(name: string, value: number | null, from: string, to: string, colour: string) {
  if (value === null) return [];
  return [{ name, type: 'line', data: [[from, value], [to, value]], symbol: 'none', lineStyle: { type: 'dashed', color: colour, width: 1 }, itemStyle: { color: colour }, tooltip: { show: false } }];
}

/**
 * The readings of one sensor over the window on the shared (lazy) chart of libs/ui: the values as a
 * line whose out-of-range points are marked in the colour of their state, and the warning and alarm
 * thresholds as dashed lines. The page lists the same out-of-range values in a table.
 */
export function WatchChart({ sensor, from, to, label, names }: { sensor: WarehouseWatchSensor; from: string; to: string; label: string; names: { value: string; warn: string; alarm: string } }) {
  const option = {
    tooltip: { trigger: 'axis' },
    legend: { bottom: 0 },
    grid: { left: 48, right: 24, top: 16, bottom: 48 },
    xAxis: { type: 'time', min: from, max: to },
    yAxis: { type: 'value', scale: true, name: sensor.unit },
    series: [
      {
        name: names.value,
        type: 'line',
        showSymbol: true,
        symbolSize: 3,
        itemStyle: { color: STATE_COLOURS.normal },
        data: sensor.readings.map((reading) => ({
          value: [reading.read_at, reading.value],
          ...(reading.state === 'normal' ? {} : { symbolSize: 7, itemStyle: { color: STATE_COLOURS[reading.state] } }),
        })),
      },
      ...bound(names.warn, sensor.warn_low, from, to, STATE_COLOURS.warning),
      ...bound(names.warn, sensor.warn_high, from, to, STATE_COLOURS.warning),
      ...bound(names.alarm, sensor.alarm_low, from, to, STATE_COLOURS.alarm),
      ...bound(names.alarm, sensor.alarm_high, from, to, STATE_COLOURS.alarm),
    ],
  };
  return <Chart option={option} label={label} height="260px" />;
}
