import type { Option } from '@om/ui';
import type { FilterDef } from './types';

/** Keys of Q whose values may be of type V. */
type KeysAccepting<Q, V> = { [K in keyof Q]-?: [V] extends [NonNullable<Q[K]>] ? K : never }[keyof Q] & string;

function positiveInteger(raw: string): number | undefined {
  return /^\d+$/.test(raw) && Number(raw) > 0 ? Number(raw) : undefined;
}

function nonNegativeInteger(raw: string): number | undefined {
  return /^\d+$/.test(raw) ? Number(raw) : undefined;
}

function isoDate(raw: string): string | undefined {
  return /^\d{4}-\d{2}-\d{2}$/.test(raw) && !Number.isNaN(Date.parse(raw)) ? raw : undefined;
}

/**
 * Filter declarations checked against a list's query type Q (from the contract): a parameter can only
 * be declared with a control whose values it accepts.
 *
 *   const f = filtersFor<UserListQuery>();
 *   filters: [f.search(), f.choice('status', ['active', 'disabled'], 'statusLabel'), f.lookup('role_id', useRoleOptions)]
 */
export function filtersFor<Q>() {
  return {
    /** The keyword box (`keyword`). */
    search(label = 'resource:list.keyword'): FilterDef {
      return { param: 'keyword', label, control: { kind: 'search' }, parse: (raw) => raw.trim().slice(0, 100) || undefined };
    },
    text<K extends KeysAccepting<Q, string>>(param: K, label: string): FilterDef {
      return { param, label, control: { kind: 'text' }, parse: (raw) => raw.trim().slice(0, 64) || undefined };
    },
    date<K extends KeysAccepting<Q, string>>(param: K, label: string): FilterDef {
      return { param, label, control: { kind: 'date' }, parse: isoDate };
    },
    /** One of a fixed set of values; `optionLabel` gives each value's i18n key. */
    choice<K extends keyof Q & string>(param: K, values: readonly NonNullable<Q[K]>[], label: string, optionLabel: (value: NonNullable<Q[K]>) => string): FilterDef {
      return {
        param,
        label,
        control: { kind: 'select', options: values.map((value) => ({ value: String(value), label: optionLabel(value) })) },
        parse: (raw) => values.find((value) => String(value) === raw),
      };
    },
    /** An id chosen among looked-up rows (roles, departments); `allowZero` for "none" (0). */
    /** One of the texts the server offers (`useOptions` asks it), e.g. the audit log's entities. */
    lookupText<K extends KeysAccepting<Q, string>>(param: K, label: string, useOptions: () => readonly Option[]): FilterDef {
      return { param, label, control: { kind: 'lookup', useOptions }, parse: (raw) => raw.trim().slice(0, 64) || undefined };
    },
    lookup<K extends KeysAccepting<Q, number>>(param: K, label: string, useOptions: () => readonly Option[], allowZero = false): FilterDef {
      return { param, label, control: { kind: 'lookup', useOptions }, parse: allowZero ? nonNegativeInteger : positiveInteger };
    },
  };
}
