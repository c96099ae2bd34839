import { DataList } from '@chakra-ui/react';
import { dataListSlotRecipe } from '@chakra-ui/react/theme';

export interface DetailRow {
  label: string;
  value: string;
}

/** Label–value pairs of a record; an empty value shows as a dash. */
export function DetailList({ rows }: { rows: DetailRow[] }) {
  return (
    <DataList.Root recipe={dataListSlotRecipe} orientation="horizontal">
      {rows.map((row) => (
        <DataList.Item key={row.label}>
          <DataList.ItemLabel>{row.label}</DataList.ItemLabel>
          <DataList.ItemValue>{row.value || '—'}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}
