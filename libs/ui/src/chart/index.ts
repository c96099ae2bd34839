export { Chart } from './Chart';
export type { ChartOption, ChartProps } from './types';
