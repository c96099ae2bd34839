import { Spinner } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import type { ChartProps } from './types';

// ECharts (tree-shaken core, bars, lines, pies, SVG) with echarts-for-react's core entry: its own
// chunk, loaded only by pages that show a chart.
const ChartView = lazy(() => import('./ChartView').then((m) => ({ default: m.ChartView })));

/**
 * A chart from an ECharts option. The chart is a picture: `label` names it for assistive technology
 * (say what it shows and its figures), and the page shows the same figures as a table.
 */
export function Chart(props: ChartProps) {
  return (
    <Suspense fallback={<Spinner aria-label={props.label} />}>
      <ChartView {...props} />
    </Suspense>
  );
}
