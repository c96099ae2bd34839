import type { CheckType, StandardItem } from '@om/api';

/** An item as the editor keeps it: numbers as typed text. */
export interface ItemDraft {
  key: string;
  name: string;
  check_type: CheckType;
  low: string;
  high: string;
  unit: string;
  method: string;
}

export function toDraft(item: StandardItem): ItemDraft {
  return {
    key: item.key,
    name: item.name,
    check_type: item.check_type,
    low: item.low === null || item.low === undefined ? '' : String(item.low),
    high: item.high === null || item.high === undefined ? '' : String(item.high),
    unit: item.unit ?? '',
    method: item.method ?? '',
  };
}

/** A key not used yet (`item_3`): results of earlier tasks refer to the existing keys, which never change. */
export function freshKey(items: readonly ItemDraft[]): string {
  const used = new Set(items.map((item) => item.key));
  let n = items.length + 1;
  while (used.has(`item_${n}`)) n += 1;
  return `item_${n}`;
}

const number = (text: string): number | null => (text.trim() === '' ? null : Number(text));

/** The items of the update body, or the index and field of the first one the server would refuse. */
export function toItems(drafts: readonly ItemDraft[]): { items: StandardItem[] } | { problem: { index: number; field: 'name' | 'low' | 'high' } } {
  const items: StandardItem[] = [];
  for (const [index, draft] of drafts.entries()) {
    if (!draft.name.trim()) return { problem: { index, field: 'name' } };
    const base = { key: draft.key, name: draft.name.trim(), check_type: draft.check_type, method: draft.method.trim() };
    if (draft.check_type !== 'numeric') {
      items.push(base);
      continue;
    }
    const low = number(draft.low);
    const high = number(draft.high);
    if ((low !== null && Number.isNaN(low)) || (low === null && high === null)) return { problem: { index, field: 'low' } };
    if ((high !== null && Number.isNaN(high)) || (low !== null && high !== null && high < low)) return { problem: { index, field: 'high' } };
    items.push({ ...base, low, high, unit: draft.unit.trim() });
  }
  return { items };
}
