import { joinPath, type RouteRecord } from '@om/auth';
import type { TFunction } from '@om/i18n';
import type { MenuSearchEntry } from '@om/ui';

/**
 * The pages the header search offers: every visible route with a page, hidden ones (details, the
 * profile) and everything under them left out, titled and placed in the menu in the current language.
 */
export function toSearchEntries(records: readonly RouteRecord[], t: TFunction, parentPath = '', trail: string[] = []): MenuSearchEntry[] {
  return records
    .filter((record) => !record.hidden)
    .flatMap((record) => {
      const path = joinPath(parentPath, record.path);
      const title = t(record.title, { ns: 'route' });
      const breadcrumb = [...trail, title];
      const own: MenuSearchEntry[] = record.page ? [{ path, title, breadcrumb }] : [];
      return [...own, ...toSearchEntries(record.children ?? [], t, path, breadcrumb)];
    });
}
