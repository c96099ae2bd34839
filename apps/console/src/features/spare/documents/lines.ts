import type { SpareDocumentLineInput } from '@om/api';

/** The lines as the form keeps them: JSON text of the contract's list. */
export const LINES_INPUT = 'lines_json';

export interface LineDraft {
  part_id: number;
  /** Shown while the part is not among the picker's matches. */
  part_label: string;
  location_id: number;
  batch: string;
  quantity: string;
  unit_price: string;
}

export const emptyLine = (): LineDraft => ({ part_id: 0, part_label: '', location_id: 0, batch: '', quantity: '', unit_price: '' });

export function parseLines(text: unknown): LineDraft[] {
  if (typeof text !== 'string' || text === '') return [];
  try {
    const parsed: unknown = JSON.parse(text);
    if (!Array.isArray(parsed)) return [];
    return parsed.map((item: unknown) => {
      const get = (key: string) => (typeof item === 'object' && item !== null ? Reflect.get(item, key) : undefined);
      const text = (key: string) => {
        const value = get(key);
        return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
      };
      return { part_id: Number(get('part_id')) || 0, part_label: text('part_label'), location_id: Number(get('location_id')) || 0, batch: text('batch'), quantity: text('quantity'), unit_price: text('unit_price') };
    });
  } catch {
    return [];
  }
}

/** The contract's lines (unit price left out when empty: the part's price applies). */
export function toLineInputs(lines: readonly LineDraft[]): SpareDocumentLineInput[] {
  return lines.map((line) => ({
    part_id: line.part_id,
    location_id: line.location_id,
    quantity: Number(line.quantity),
    ...(line.batch.trim() ? { batch: line.batch.trim() } : {}),
    ...(line.unit_price.trim() ? { unit_price: Number(line.unit_price) } : {}),
  }));
}

/** The first problem of the lines (an i18n key in `spare`), before the server is asked. */
export function linesCheck(text: unknown, partsOnly = false): string | undefined {
  const lines = parseLines(text);
  if (lines.length === 0) return 'lines.none';
  for (const line of lines) {
    if (!(line.part_id > 0)) return 'lines.partMissing';
    if (!partsOnly && !(line.location_id > 0)) return 'lines.locationMissing';
    const quantity = Number(line.quantity);
    if (!(quantity > 0) || !Number.isFinite(quantity)) return 'lines.quantityInvalid';
    if (line.unit_price.trim() && !(Number(line.unit_price) >= 0)) return 'lines.priceInvalid';
  }
  return undefined;
}
