import type { SearchGroup, SearchKind } from '@om/api';
import type { RecordSearchGroup } from '@om/ui';

type RecordKind = { title: string; path(id: number, title: string): string };

/** A scheduled-work record: its kind's route group and menu title (`/maintain/planDetails/7`, `maintain.plan`). */
function scheduled(kind: 'inspection' | 'maintain' | 'overhaul', record: 'plan' | 'task' | 'standard'): RecordKind {
  return { title: `${kind}.${record}`, path: (id) => `/${kind}/${record}Details/${id}` };
}

/**
 * Where the header search sends each kind of record the server finds, and which menu title names
 * its group. A module whose records the server search finds (apps/server/src/search/search-kinds.ts)
 * adds its kind here; the contract's SearchKind makes a missing one a compile error.
 */
export const RECORD_KINDS: Record<SearchKind, RecordKind> = {
  device: { title: 'device.list', path: (id) => `/device/details/${id}` },
  spare_part: { title: 'spare.spareList', path: (id) => `/spare/details/${id}` },
  repair_order: { title: 'repair.orders', path: (id) => `/repair/details/${id}` },
  fault: { title: 'errorPool.errorList', path: (id) => `/errorPool/details/${id}` },
  // The library has no page per document: its list, narrowed to the title.
  document: { title: 'files.filesList', path: (_id, title) => `/files/filesList?keyword=${encodeURIComponent(title)}` },
  user: { title: 'system.member', path: (id) => `/system/details/${id}` },
  supplier: { title: 'supplier.supplier', path: (id) => `/supplier/supplierDetails/${id}` },
  customer: { title: 'custom.custom', path: (id) => `/custom/customDetails/${id}` },
  purchase_order: { title: 'supplier.purchase', path: (id) => `/supplier/purchaseDetails/${id}` },
  purchase_request: { title: 'office.purchasing', path: (id) => `/office/purchasDetails/${id}` },
  inspection_plan: scheduled('inspection', 'plan'),
  inspection_task: scheduled('inspection', 'task'),
  inspection_standard: scheduled('inspection', 'standard'),
  maintain_plan: scheduled('maintain', 'plan'),
  maintain_task: scheduled('maintain', 'task'),
  maintain_standard: scheduled('maintain', 'standard'),
  overhaul_plan: scheduled('overhaul', 'plan'),
  overhaul_task: scheduled('overhaul', 'task'),
  overhaul_standard: scheduled('overhaul', 'standard'),
};

/** The server's groups as the header search shows them: labelled with the menu's titles, each hit with its address. */
export function toRecordGroups(groups: readonly SearchGroup[], routeTitle: (key: string) => string): RecordSearchGroup[] {
  return groups.map((group) => {
    const kind = RECORD_KINDS[group.kind];
    return {
      kind: group.kind,
      label: routeTitle(kind.title),
      items: group.items.map((hit) => ({ key: String(hit.id), title: hit.title, subtitle: hit.subtitle, path: kind.path(hit.id, hit.title) })),
    };
  });
}
