import type { TemplateField, TemplateFieldKind } from '@om/api';

/**
 * A device type's attribute template as its editor keeps it (JSON text in the form) and the rules
 * the contract sets: keys of lower-case letters, digits and underscores, unique along the ancestry;
 * a unit only for numbers; distinct options, at least one, only for choices; at most 50 fields.
 */

export const TEMPLATE_KINDS: readonly TemplateFieldKind[] = ['text', 'number', 'date', 'choice'];
export const TEMPLATE_KEY = /^[a-z][a-z0-9_]{0,31}$/;
export const MAX_TEMPLATE_FIELDS = 50;
export const MAX_OPTIONS = 50;

function isKind(value: unknown): value is TemplateFieldKind {
  return TEMPLATE_KINDS.some((kind) => kind === value);
}

function toField(value: unknown): TemplateField | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const key = Reflect.get(value, 'key');
  const name = Reflect.get(value, 'name');
  const kind = Reflect.get(value, 'kind');
  if (typeof key !== 'string' || typeof name !== 'string' || !isKind(kind)) return undefined;
  const unit = Reflect.get(value, 'unit');
  const options = Reflect.get(value, 'options');
  const field: TemplateField = { key, name, kind, required: Reflect.get(value, 'required') === true };
  if (typeof unit === 'string') field.unit = unit;
  if (Array.isArray(options)) field.options = options.filter((option): option is string => typeof option === 'string');
  return field;
}

/** The template a form value holds ('' is none); undefined when the text is not a template. */
export function parseTemplate(text: string): TemplateField[] | undefined {
  if (text.trim() === '') return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!Array.isArray(parsed)) return undefined;
  const fields = parsed.map(toField);
  return fields.every((field): field is TemplateField => field !== undefined) ? fields : undefined;
}

/** As the contract takes it: trimmed, a unit only for numbers, options only for choices. */
export function normalizeField(field: TemplateField): TemplateField {
  const out: TemplateField = { key: field.key.trim(), name: field.name.trim(), kind: field.kind, required: field.required === true };
  if (field.kind === 'number' && field.unit?.trim()) out.unit = field.unit.trim();
  if (field.kind === 'choice') out.options = (field.options ?? []).map((option) => option.trim()).filter(Boolean);
  return out;
}

export type TemplatePart = 'key' | 'name' | 'unit' | 'options';

/** One problem of a field of the template: which row, which input, and the i18n key saying why. */
export interface TemplateProblem {
  row: number;
  part: TemplatePart;
  message: string;
}

/**
 * What is wrong with a template, row by row (empty when nothing); `inherited` are the keys of the
 * type's ancestors, which a subtype may not reuse.
 */
export function templateProblems(fields: readonly TemplateField[], inherited: readonly string[] = []): TemplateProblem[] {
  const problems: TemplateProblem[] = [];
  const seen = new Set(inherited);
  fields.forEach((raw, row) => {
    const field = normalizeField(raw);
    if (field.name === '') problems.push({ row, part: 'name', message: 'template.nameRequired' });
    else if (field.name.length > 64) problems.push({ row, part: 'name', message: 'template.nameTooLong' });
    if (!TEMPLATE_KEY.test(field.key)) problems.push({ row, part: 'key', message: 'template.keyRule' });
    else if (inherited.includes(field.key)) problems.push({ row, part: 'key', message: 'template.keyInherited' });
    else if (seen.has(field.key)) problems.push({ row, part: 'key', message: 'template.keyDuplicate' });
    seen.add(field.key);
    if (field.kind === 'number' && (field.unit ?? '').length > 16) problems.push({ row, part: 'unit', message: 'template.unitTooLong' });
    if (field.kind === 'choice') {
      const options = field.options ?? [];
      if (options.length === 0) problems.push({ row, part: 'options', message: 'template.optionsRequired' });
      else if (new Set(options).size !== options.length) problems.push({ row, part: 'options', message: 'template.optionsDistinct' });
      else if (options.length > MAX_OPTIONS || options.some((option) => option.length > 64)) problems.push({ row, part: 'options', message: 'template.optionsTooMany' });
    }
  });
  return problems;
}

/** The form-level check of the template field: an i18n key, or undefined when the template is fine. */
export function templateCheck(text: string, inherited: readonly string[]): string | undefined {
  const fields = parseTemplate(text);
  if (!fields) return 'template.invalid';
  if (fields.length > MAX_TEMPLATE_FIELDS) return 'template.tooMany';
  return templateProblems(fields, inherited).length ? 'template.fix' : undefined;
}

/** `Small, Medium,Large` → ['Small', 'Medium', 'Large']. */
export function splitOptions(text: string): string[] {
  return text.split(/[,，\n]/).map((option) => option.trim()).filter(Boolean);
}

/** A name suggests its key: `Rated power` → `rated_power` (when it is plain ASCII). */
export function suggestKey(name: string): string {
  const key = name
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^[^a-z]+/, '')
    .replace(/_+$/, '')
    .slice(0, 32);
  return TEMPLATE_KEY.test(key) ? key : '';
}
