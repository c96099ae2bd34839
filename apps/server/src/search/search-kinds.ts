import { userSearch } from '../admin/user-search';
import { deviceSearch } from '../devices/device-search';
import { documentSearch } from '../documents/document-search';
import { customerSearch, purchaseOrderSearch, purchaseRequestSearch, supplierSearch } from '../purchasing/purchasing-search';
import { faultSearch, repairOrderSearch } from '../repair/repair-search';
import { scheduleSearches } from '../scheduled-work/schedule-search';
import { sparePartSearch } from '../spare/part-search';
import type { SearchKind } from './search-kind';

/**
 * Every kind the header search finds, in the order of the answer's groups. A module adds its records
 * here (one declaration in its folder, one line here) and its kind to the contract's SearchKind.
 */
export const SEARCH_KINDS: readonly SearchKind[] = [
  deviceSearch,
  sparePartSearch,
  repairOrderSearch,
  faultSearch,
  ...scheduleSearches,
  supplierSearch,
  customerSearch,
  purchaseOrderSearch,
  purchaseRequestSearch,
  documentSearch,
  userSearch,
];
