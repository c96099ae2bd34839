import type { RestoreCacheTags } from '../generated/endpoints/restore';
import { TAG_TYPES } from './root';

export const restoreTags: RestoreCacheTags = {
  // An undo brings back a record of any list (and its history, its counts on other pages): every cached answer may be stale.
  restoreDeleted: { invalidatesTags: [...TAG_TYPES] },
};
