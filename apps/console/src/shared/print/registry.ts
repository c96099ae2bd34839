import type { ReactNode } from 'react';
import type { TFunction } from '@om/i18n';
import type { AppDispatch } from '../../app/store';

/** What a print type's loader may use. */
export interface PrintContext {
  dispatch: AppDispatch;
}

/** A printable document a module offers at `/print/{type}/{ids}`. */
export interface PrintType<T> {
  /** The page's title, translated. */
  title(t: TFunction, ids: readonly number[]): string;
  /** The records to print; rejects when they cannot be loaded. */
  load(ids: readonly number[], context: PrintContext): Promise<T>;
  render(data: T): ReactNode;
}

/** A registered type with its data type sealed in: load, then render what was loaded. */
export interface RegisteredPrintType {
  title: PrintType<unknown>['title'];
  prepare(ids: readonly number[], context: PrintContext): Promise<() => ReactNode>;
}

const registry = new Map<string, RegisteredPrintType>();

/**
 * Registers a print type, e.g. `registerPrintType('device-qr', { title, load, render })` by the device
 * module for its QR labels. A later registration of the same type replaces the earlier one.
 */
export function registerPrintType<T>(type: string, printType: PrintType<T>): void {
  registry.set(type, {
    title: printType.title,
    prepare: async (ids, context) => {
      const data = await printType.load(ids, context);
      return () => printType.render(data);
    },
  });
}

export function getPrintType(type: string): RegisteredPrintType | undefined {
  return registry.get(type);
}

/** `12,13,14` → [12, 13, 14]; undefined when any part is not an id (spec: ids are digits). */
export function parsePrintIds(text: string | undefined): number[] | undefined {
  if (!text) return undefined;
  const parts = text.split(',');
  if (!parts.every((part) => /^\d+$/.test(part))) return undefined;
  const ids = [...new Set(parts.map(Number))].filter((id) => id > 0);
  return ids.length ? ids : undefined;
}

/**
 * The address printing these records: `/print/messages/3,5`; with `back` (the page it was asked
 * from, e.g. `/device/list?page=2`) the print page links back there.
 */
export function printPath(type: string, ids: readonly number[], back?: string): string {
  const path = `/print/${encodeURIComponent(type)}/${ids.join(',')}`;
  return back ? `${path}?${new URLSearchParams({ back })}` : path;
}

/** The `back` address of a print page, if it is one of this console's own pages. */
export function printBackPath(search: URLSearchParams): string | undefined {
  const back = search.get('back');
  return back && back.startsWith('/') && !back.startsWith('//') && !back.startsWith('/\\') ? back : undefined;
}
