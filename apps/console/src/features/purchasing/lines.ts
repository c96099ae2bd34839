/** The lines as the forms keep them: JSON text (part, optional location / supplier, quantity, price). */
export const LINES_INPUT = 'lines_json';

export interface LineDraft {
  part_id: number;
  /** Shown while the part is not among the picker's matches. */
  part_label: string;
  location_id: number;
  supplier_id: number;
  quantity: string;
  unit_price: string;
}

export type LineColumns = 'order' | 'request' | 'supply';

export const emptyLine = (): LineDraft => ({ part_id: 0, part_label: '', location_id: 0, supplier_id: 0, quantity: '', unit_price: '' });

const PRICE = /^\d{1,10}(\.\d{1,4})?$/;

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
      return {
        part_id: Number(get('part_id')) || 0,
        part_label: text('part_label'),
        location_id: Number(get('location_id')) || 0,
        supplier_id: Number(get('supplier_id')) || 0,
        quantity: text('quantity'),
        unit_price: text('unit_price'),
      };
    });
  } catch {
    return [];
  }
}

/** Lines of a record as the form's JSON text. */
export function linesText(lines: readonly { part_id: number; part_code: string; part_name: string; quantity: number; unit_price: string; location_id?: number; supplier_id?: number }[]): string {
  return JSON.stringify(
    lines.map((line) => ({
      part_id: line.part_id,
      part_label: `${line.part_code} ${line.part_name}`,
      location_id: line.location_id ?? 0,
      supplier_id: line.supplier_id ?? 0,
      quantity: String(line.quantity),
      unit_price: line.unit_price,
    })),
  );
}

/** The first problem of the lines (an i18n key in `purchasing`), before the server is asked. */
export function linesCheck(text: unknown, columns: LineColumns): string | undefined {
  const lines = parseLines(text);
  if (lines.length === 0) return 'lines.none';
  for (const line of lines) {
    if (!(line.part_id > 0)) return 'lines.partMissing';
    if (columns === 'supply' && !(line.location_id > 0)) return 'lines.locationMissing';
    const quantity = Number(line.quantity);
    if (!(quantity > 0) || !Number.isFinite(quantity)) return 'lines.quantityInvalid';
    if (line.unit_price.trim() && !PRICE.test(line.unit_price.trim())) return 'lines.priceInvalid';
  }
  return undefined;
}

const price = (line: LineDraft) => (line.unit_price.trim() ? { unit_price: line.unit_price.trim() } : {});

export const toOrderLines = (text: unknown) => parseLines(text).map((line) => ({ part_id: line.part_id, quantity: Number(line.quantity), ...price(line) }));
export const toRequestLines = (text: unknown) => parseLines(text).map((line) => ({ part_id: line.part_id, quantity: Number(line.quantity), supplier_id: line.supplier_id, ...price(line) }));
export const toSupplyLines = (text: unknown) => parseLines(text).map((line) => ({ part_id: line.part_id, location_id: line.location_id, quantity: Number(line.quantity), ...price(line) }));
