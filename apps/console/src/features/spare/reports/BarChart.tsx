import { Chart } from '@om/ui';

export interface Bar {
  label: string;
  value: number;
}

/**
 * A bar chart of labelled values on the shared chart of libs/ui. The chart is a picture: `label` names
 * it for assistive technology, and the page shows the same figures as a table.
 */
export function BarChart({ bars, label, horizontal = false }: { bars: readonly Bar[]; label: string; horizontal?: boolean }) {
  const categories = bars.map((bar) => bar.label);
  const values = bars.map((bar) => bar.value);
  const option = {
    tooltip: { trigger: 'axis' },
    grid: { left: horizontal ? 160 : 48, right: 24, top: 16, bottom: horizontal ? 24 : 64 },
    xAxis: horizontal ? { type: 'value' } : { type: 'category', data: categories, axisLabel: { rotate: 30 } },
    yAxis: horizontal ? { type: 'category', data: categories, inverse: true } : { type: 'value' },
    series: [{ type: 'bar', data: values, itemStyle: { color: '#1890ff' } }],
  };
  return <Chart option={option} label={label} height={horizontal ? `${Math.max(200, bars.length * 28)}px` : '320px'} />;
}
