import type { EChartsCoreOption } from 'echarts/core';

export type ChartOption = EChartsCoreOption;

export interface ChartProps {
  /** The ECharts option (series of type bar, line or pie; grid, tooltip, legend, title). */
  option: ChartOption;
  /** The accessible name of the picture. */
  label: string;
  /** CSS height; the width follows the container. */
  height?: string;
}
