import { useMemo } from 'react';
import { useScope } from '../scope/useScope';

/**
 * The filter box's scope as an administration list takes it: `company_id` only (the contract's
 * CompanyFilter); region, unit and station do not narrow these lists. Nothing when the resource is
 * not scoped (companies themselves).
 */
export function useListScope(enabled: boolean): { company_id?: number } {
  const { company_id } = useScope();
  return useMemo(() => (enabled && company_id !== undefined ? { company_id } : {}), [enabled, company_id]);
}
