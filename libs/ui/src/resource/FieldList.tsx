import { DataList } from '@chakra-ui/react';
import { dataListSlotRecipe } from '@chakra-ui/react/theme';
import type { ReactNode } from 'react';

export interface FieldRow {
  label: string;
  /** Empty text or null shows as a dash. */
  value: ReactNode;
}

const isBlank = (value: ReactNode) => value === null || value === undefined || value === '';

/** Label–value pairs of a record, values being text or elements (tags, links). */
export function FieldList({ rows }: { rows: readonly FieldRow[] }) {
  return (
    <DataList.Root recipe={dataListSlotRecipe} orientation="horizontal">
      {rows.map((row) => (
        <DataList.Item key={row.label}>
          <DataList.ItemLabel>{row.label}</DataList.ItemLabel>
          <DataList.ItemValue wordBreak="break-word">{isBlank(row.value) ? '—' : row.value}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}
