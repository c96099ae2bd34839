import { useCallback, useMemo } from 'react';
import { formatDateTime, useTranslation, type TFunction } from '@om/i18n';
import type { ResourceMeta } from './meta';
import type { CellContext } from './types';

/**
 * The texts of a resource: `label(key)` reads `<ns>:resources.<name>.<key>` (or a key that names
 * its namespace, `resource:list.keyword`), `field(name)` its field label.
 */
export function useResourceText(meta: ResourceMeta) {
  const { t } = useTranslation([meta.ns, 'resource', 'common']);
  const text = useCallback((key: string, values?: Record<string, unknown>) => (key.includes(':') ? t(key, values) : t(key, { ns: meta.ns, ...values })), [t, meta.ns]);
  const field = useCallback((name: string, label?: string) => text(label ?? `resources.${meta.name}.fields.${name}`), [text, meta.name]);
  const context = useMemo<CellContext>(() => ({ t, dateTime: (value) => formatDateTime(value ?? null) }), [t]);
  return { t, text, field, context };
}

export type ResourceText = ReturnType<typeof useResourceText>;

/** `status` → the translated value of a record status (`resource:status.active`). */
export function statusLabel(t: TFunction, status: string): string {
  return t(`resource:status.${status}`);
}
