import type { ReactNode } from 'react';
import type { FilterSpec, Option } from '@om/ui';
import type { FilterDef } from './types';

const noOptions = (): readonly Option[] => [];

function specOf(filter: FilterDef, text: (key: string) => string, looked: readonly Option[]): FilterSpec {
  const label = text(filter.label);
  const control = filter.control;
  if (control.kind === 'lookup') return { param: filter.param, label, control: { kind: 'select', options: looked } };
  if (control.kind === 'select') {
    return { param: filter.param, label, control: { kind: 'select', options: control.options.map((option) => ({ value: option.value, label: text(option.label) })) } };
  }
  return { param: filter.param, label, control: { kind: control.kind } };
}

interface ResolvedFiltersProps {
  filters: readonly FilterDef[];
  text(key: string): string;
  children(specs: FilterSpec[]): ReactNode;
  done?: FilterSpec[];
}

/**
 * The filters with their choices: a lookup filter asks its hook for the options (one component per
 * filter, so each hook has its own place), then the list renders with every spec.
 */
export function ResolvedFilters({ filters, text, children, done = [] }: ResolvedFiltersProps) {
  const [first, ...rest] = filters;
  if (!first) return <>{children(done)}</>;
  return <OneFilter filter={first} text={text}>{(spec) => <ResolvedFilters filters={rest} text={text} done={[...done, spec]}>{children}</ResolvedFilters>}</OneFilter>;
}

function OneFilter({ filter, text, children }: { filter: FilterDef; text(key: string): string; children(spec: FilterSpec): ReactNode }) {
  const useLookup = filter.control.kind === 'lookup' ? filter.control.useOptions : noOptions;
  const looked = useLookup();
  return <>{children(specOf(filter, text, looked))}</>;
}
