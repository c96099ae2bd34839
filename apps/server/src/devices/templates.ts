import type { TemplateField } from '../db/schema';
import { ApiError } from '../http/envelope';

/** A type row as far as templates go. */
export interface TypeNode {
  id: number;
  parentId: number | null;
  code: string;
  template: readonly TemplateField[];
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day written YYYY-MM-DD. */
export function isDay(value: string): boolean {
  const match = DAY.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}

/**
 * Checks a type's own template (the contract already checked each field's shape) and normalises it:
 * keys unique (also against `inherited`), `options` required and distinct for choice fields and only
 * there, `unit` only on number fields.
 */
export type TemplateInput = Omit<TemplateField, 'required'> & { required?: boolean };

export function normaliseTemplate(template: readonly TemplateInput[], inherited: readonly TemplateField[], field = 'template', blame?: string): TemplateField[] {
  const seen = new Set(inherited.map((item) => item.key));
  return template.map((item, index) => {
    const at = `${field}.${index}`;
    if (seen.has(item.key)) {
      // A move (blame = parent_id) that brings an inherited key the type already has.
      throw inherited.some((parent) => parent.key === item.key)
        ? ApiError.field(blame ?? `${at}.key`, 'validation.inheritedKey', { values: item.key })
        : ApiError.field(`${at}.key`, 'validation.taken');
    }
    seen.add(item.key);
    if (item.unit !== undefined && item.unit !== '' && item.kind !== 'number') throw ApiError.field(`${at}.unit`, 'validation.unknownField');
    if (item.options !== undefined && item.kind !== 'choice') throw ApiError.field(`${at}.options`, 'validation.unknownField');
    const normalised: TemplateField = { key: item.key, name: item.name.trim(), kind: item.kind, required: item.required ?? false };
    if (item.kind === 'number' && item.unit) normalised.unit = item.unit.trim();
    if (item.kind === 'choice') {
      const options = (item.options ?? []).map((option) => option.trim()).filter(Boolean);
      if (options.length === 0) throw ApiError.field(`${at}.options`, 'validation.required');
      if (new Set(options).size !== options.length) throw ApiError.field(`${at}.options`, 'validation.invalid');
      normalised.options = options;
    }
    if (!normalised.name) throw ApiError.field(`${at}.name`, 'validation.empty');
    return normalised;
  });
}

/** The ancestry of a type, root first (stops at a cycle or a missing parent). */
export function ancestry(types: ReadonlyMap<number, TypeNode>, id: number): TypeNode[] {
  const chain: TypeNode[] = [];
  const seen = new Set<number>();
  let current = types.get(id);
  while (current && !seen.has(current.id)) {
    seen.add(current.id);
    chain.unshift(current);
    current = current.parentId === null ? undefined : types.get(current.parentId);
  }
  return chain;
}

/** The fields a device of this type fills in: the inherited ones (root first), then the type's own. */
export function effectiveTemplate(types: ReadonlyMap<number, TypeNode>, id: number): TemplateField[] {
  return ancestry(types, id).flatMap((node) => node.template);
}

/** After a template change or a move: no type below `rootId` may see a key twice along its ancestry. */
export function assertSubtreeKeysUnique(types: ReadonlyMap<number, TypeNode>, rootId: number, field: string): void {
  const children = new Map<number, number[]>();
  for (const node of types.values()) {
    if (node.parentId !== null) children.set(node.parentId, [...(children.get(node.parentId) ?? []), node.id]);
  }
  const queue = [rootId];
  const visited = new Set<number>();
  while (queue.length) {
    const id = queue.pop();
    if (id === undefined || visited.has(id)) continue;
    visited.add(id);
    const keys = new Set<string>();
    for (const item of effectiveTemplate(types, id)) {
      if (keys.has(item.key)) throw ApiError.field(field, 'validation.inheritedKey', { values: `${item.key} (${types.get(id)?.code ?? id})` });
      keys.add(item.key);
    }
    queue.push(...(children.get(id) ?? []));
  }
}

export type AttributeValues = Record<string, string | number>;

/**
 * A device's `attributes` against its type's effective template: every key must be a template field
 * (400 `attributes.<key>` otherwise), required fields present and non-empty, and each value of its
 * kind — number, text, date (YYYY-MM-DD) or one of the choice's options. Text is trimmed.
 */
export function checkAttributes(template: readonly TemplateField[], attributes: Readonly<Record<string, unknown>>): AttributeValues {
  const fields = new Map(template.map((item) => [item.key, item]));
  for (const key of Object.keys(attributes)) {
    if (!fields.has(key)) throw ApiError.field(`attributes.${key}`, 'validation.unknownField');
  }
  const checked: AttributeValues = {};
  for (const item of template) {
    const field = `attributes.${item.key}`;
    const raw = attributes[item.key];
    const value = typeof raw === 'string' ? raw.trim() : raw;
    if (value === undefined || value === '') {
      if (item.required) throw ApiError.field(field, 'validation.required');
      continue;
    }
    switch (item.kind) {
      case 'number':
        if (typeof value !== 'number' || !Number.isFinite(value)) throw ApiError.field(field, 'validation.type', { limit: 'number' });
        break;
      case 'text':
        if (typeof value !== 'string') throw ApiError.field(field, 'validation.type', { limit: 'string' });
        if (value.length > 200) throw ApiError.field(field, 'validation.maxLength', { limit: 200 });
        break;
      case 'date':
        if (typeof value !== 'string' || !isDay(value)) throw ApiError.field(field, 'validation.format', { limit: 'date' });
        break;
      case 'choice':
        if (typeof value !== 'string' || !(item.options ?? []).includes(value)) {
          throw ApiError.field(field, 'validation.enum', { values: (item.options ?? []).join(', ') });
        }
        break;
    }
    checked[item.key] = value;
  }
  return checked;
}
