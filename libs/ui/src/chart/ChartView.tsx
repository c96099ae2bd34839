import { Box } from '@chakra-ui/react';
import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TitleComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import ReactEChartsCore from 'echarts-for-react/lib/core';
import type { ChartProps } from './types';

echarts.use([BarChart, LineChart, PieChart, GridComponent, LegendComponent, TitleComponent, TooltipComponent, SVGRenderer]);

/** The chart itself (see Chart): no animation, so screenshots and tests see the plot at once. */
export function ChartView({ option, label, height = '320px' }: ChartProps) {
  return (
    <Box role="img" aria-label={label} width="100%">
      <ReactEChartsCore echarts={echarts} option={{ animation: false, ...option }} notMerge lazyUpdate opts={{ renderer: 'svg' }} style={{ height, width: '100%' }} />
    </Box>
  );
}
