import { useEffect, useMemo, useState } from 'react';
import { useGetSpareLocationTreeQuery, useListCustomersQuery, useListSparePartsQuery, useListSpareWarehousesQuery, useListSuppliersQuery, type SparePartRecord } from '@om/api';
import type { Option } from '@om/ui';
import { flattenTree, useListScope } from '../../shared/resource';

/** The warehouses of the company in scope (a company keeps a handful). */
export function useWarehouseOptions(): readonly Option[] {
  const scope = useListScope(true);
  const { data } = useListSpareWarehousesQuery({ ...scope, limit: 100, sort: '+code' });
  return useMemo(() => (data?.items ?? []).map((warehouse) => ({ value: String(warehouse.id), label: `${warehouse.name} (${warehouse.code})` })), [data]);
}

/** The locations of one warehouse; areas group them and are not chosen. */
export function useLocationOptions(warehouseId: number): readonly Option[] {
  const { data } = useGetSpareLocationTreeQuery({ warehouse_id: warehouseId }, { skip: !(warehouseId > 0) });
  return useMemo(
    () => flattenTree(data ?? []).map(({ node, depth }) => ({ value: String(node.id), label: `${node.code} ${node.name}`, depth, disabled: node.children.length > 0 })),
    [data],
  );
}

export function useSupplierOptions(): readonly Option[] {
  const scope = useListScope(true);
  const { data } = useListSuppliersQuery({ ...scope, limit: 100, sort: '+code', status: 'active' });
  return useMemo(() => (data?.items ?? []).map((supplier) => ({ value: String(supplier.id), label: `${supplier.name} (${supplier.code})` })), [data]);
}

export function useCustomerOptions(): readonly Option[] {
  const scope = useListScope(true);
  const { data } = useListCustomersQuery({ ...scope, limit: 100, sort: '+code', status: 'active' });
  return useMemo(() => (data?.items ?? []).map((customer) => ({ value: String(customer.id), label: `${customer.name} (${customer.code})` })), [data]);
}

export const partLabel = (part: Pick<SparePartRecord, 'code' | 'name' | 'specification'>) => `${part.code} ${part.name}${part.specification ? ` ${part.specification}` : ''}`;

/** Text that settles once typing pauses. */
export function useSettled(value: string, ms = 300): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), ms);
    return () => window.clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** Parts matching a keyword (the first 20), for the line editors' pickers. */
export function usePartMatches(keyword: string) {
  const scope = useListScope(true);
  const { data } = useListSparePartsQuery({ ...scope, keyword: keyword || undefined, limit: 20, sort: '+code', status: 'active' });
  return data?.items ?? [];
}
