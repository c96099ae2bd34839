import { useMemo } from 'react';
import type { QueryHookOptions, QueryHookResult, Settled } from '../../shared/resource';
import { OFFERS_INPUT, toOffers } from './OffersEditor';

/** The form's contact fields (the first contact person of the record). */
export const CONTACT_NAME = 'contact_name';
export const CONTACT_PHONE = 'contact_phone';

interface Contactable {
  contacts: { name: string; phone: string; email: string; role: string }[];
}

/** A record as its form reads it: the first contact as two fields, plus `extra` helper fields (offers as JSON text). */
export function useForForm<Row extends Contactable>(
  useGet: (id: number, options?: QueryHookOptions) => QueryHookResult<Row>,
  id: number,
  options?: QueryHookOptions,
  extra: (row: Row) => Record<string, string> = () => ({}),
): QueryHookResult<Row> {
  const result = useGet(id, options);
  const { data: row } = result;
  const data = useMemo(() => row && Object.assign({}, row, { [CONTACT_NAME]: row.contacts[0]?.name ?? '', [CONTACT_PHONE]: row.contacts[0]?.phone ?? '' }, extra(row)), [row, extra]);
  return { data, isLoading: result.isLoading, isFetching: result.isFetching, error: result.error, refetch: result.refetch };
}

/** The body with the form's helper fields as the contract's contacts and parts. */
export function toBody<T extends object>(body: T): T {
  const out = { ...body };
  const name = Reflect.get(out, CONTACT_NAME);
  const phone = Reflect.get(out, CONTACT_PHONE);
  const offers = Reflect.get(out, OFFERS_INPUT);
  for (const key of [CONTACT_NAME, CONTACT_PHONE, OFFERS_INPUT]) Reflect.deleteProperty(out, key);
  if (typeof name === 'string' || typeof phone === 'string') {
    const contactName = typeof name === 'string' ? name.trim() : '';
    Reflect.set(out, 'contacts', contactName ? [{ name: contactName, phone: typeof phone === 'string' ? phone.trim() : '' }] : []);
  }
  if (typeof offers === 'string') Reflect.set(out, 'parts', toOffers(offers));
  return out;
}

/** Errors on contacts / parts show under their helper fields. */
export function onHelperFields<T>(result: { data?: T; error?: unknown }): Settled<T> {
  const { data, error } = result;
  if (error === undefined) return data === undefined ? { error: undefined } : { data };
  if (typeof error !== 'object' || error === null || typeof Reflect.get(error, 'message') !== 'string') return { error };
  const message = String(Reflect.get(error, 'message'));
  const offers = /^parts(?:\[(\d+)\])?(?:\.\w+)?: (.+)$/s.exec(message);
  if (offers) return { error: { ...error, message: `${OFFERS_INPUT}: ${offers[1] === undefined ? '' : `#${Number(offers[1]) + 1}: `}${offers[2]}` } };
  const contacts = /^contacts(?:\[\d+\])?(?:\.(\w+))?: (.+)$/s.exec(message);
  if (contacts) return { error: { ...error, message: `${contacts[1] === 'phone' ? CONTACT_PHONE : CONTACT_NAME}: ${contacts[2]}` } };
  return { error };
}
