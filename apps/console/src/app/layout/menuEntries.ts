import { joinPath, type RouteRecord } from '@om/auth';
import type { TFunction } from '@om/i18n';
import type { MenuEntry } from '@om/ui';

/** The visible route tree → sidebar entries: hidden routes out, groups without entries out. */
export function toMenuEntries(records: readonly RouteRecord[], t: TFunction, parentPath = ''): MenuEntry[] {
  return records
    .filter((record) => !record.hidden)
    .flatMap((record): MenuEntry[] => {
      const fullPath = joinPath(parentPath, record.path);
      const label = t(record.title, { ns: 'route' });
      if (!record.children?.length) return [{ key: fullPath, label, icon: record.icon, to: fullPath }];
      const children = toMenuEntries(record.children, t, fullPath);
      return children.length ? [{ key: fullPath, label, icon: record.icon, children }] : [];
    });
}
