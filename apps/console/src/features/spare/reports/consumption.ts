import type { SpareConsumptionGroup } from '@om/api';
import { useMemo, useState } from 'react';
import { isoDay } from './ReportFilters';

export const GROUPS: readonly SpareConsumptionGroup[] = ['part', 'device', 'device_type', 'station', 'category', 'month'];

/** The period and grouping a consumption page asks for (default: the last twelve months, per part). */
export function useConsumptionQuery(initialGroup: SpareConsumptionGroup) {
  const [from, setFrom] = useState(() => {
    const date = new Date();
    date.setFullYear(date.getFullYear() - 1);
    return isoDay(date);
  });
  const [to, setTo] = useState(isoDay(new Date()));
  const [group, setGroup] = useState<SpareConsumptionGroup>(initialGroup);
  const [warehouse, setWarehouse] = useState('');
  const query = useMemo(
    () => ({ ...(from ? { from } : {}), ...(to ? { to } : {}), group_by: group, ...(warehouse ? { warehouse_id: Number(warehouse) } : {}) }),
    [from, to, group, warehouse],
  );
  return { from, setFrom, to, setTo, group, setGroup, warehouse, setWarehouse, query };
}

export const isGroup = (value: string): value is SpareConsumptionGroup => GROUPS.some((group) => group === value);
