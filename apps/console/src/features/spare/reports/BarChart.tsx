import { Box } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';

export interface Bar {
  label: string;
  value: number;
}

/** ECharts (tree-shaken: bars, grid, tooltip, canvas), loaded when the first chart mounts. */
async function loadEcharts() {
  const [core, charts, components, renderers] = await Promise.all([import('echarts/core'), import('echarts/charts'), import('echarts/components'), import('echarts/renderers')]);
  core.use([charts.BarChart, components.GridComponent, components.TooltipComponent, renderers.CanvasRenderer]);
  return core;
}

/**
 * A bar chart of labelled values. The chart is a picture: `label` names it for assistive technology,
 * and the page shows the same figures as a table.
 */
export function BarChart({ bars, label, horizontal = false }: { bars: readonly Bar[]; label: string; horizontal?: boolean }) {
  const element = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let disposed = false;
    let chart: { setOption(option: object): void; resize(): void; dispose(): void } | undefined;
    const resize = () => chart?.resize();
    void loadEcharts().then((echarts) => {
      if (disposed || !element.current) return;
      chart = echarts.init(element.current);
      const categories = bars.map((bar) => bar.label);
      const values = bars.map((bar) => bar.value);
      chart.setOption({
        tooltip: { trigger: 'axis' },
        grid: { left: horizontal ? 160 : 48, right: 24, top: 16, bottom: horizontal ? 24 : 64 },
        xAxis: horizontal ? { type: 'value' } : { type: 'category', data: categories, axisLabel: { rotate: 30 } },
        yAxis: horizontal ? { type: 'category', data: categories, inverse: true } : { type: 'value' },
        series: [{ type: 'bar', data: values, itemStyle: { color: '#1890ff' } }],
      });
      window.addEventListener('resize', resize);
    });
    return () => {
      disposed = true;
      window.removeEventListener('resize', resize);
      chart?.dispose();
    };
  }, [bars, horizontal]);
  return <Box ref={element} role="img" aria-label={label} height={horizontal ? `${Math.max(200, bars.length * 28)}px` : '320px'} width="100%" />;
}
