import type { FieldValue } from '@om/ui';
import { fieldsFor } from './validation';
import { withParam } from './listState';
import type { FieldDef, FormMode, FormValues } from './types';

function initialOf(field: FieldDef): FieldValue {
  if (field.initial !== undefined) return field.initial;
  if (field.kind === 'switch') return false;
  if (field.kind === 'checkboxes') return [];
  return '';
}

/** A row's value as the form keeps it. */
export function toFieldValue(field: FieldDef, value: unknown): FieldValue {
  if (field.kind === 'switch') return value === true;
  if (field.kind === 'checkboxes' || field.kind === 'custom') {
    if (Array.isArray(value)) return value.map(String);
    if (field.kind === 'custom') return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : initialOf(field);
    return [];
  }
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' && field.numeric && value === 0 && field.kind === 'select') return '0';
  return typeof value === 'string' ? value : String(value);
}

/** The values of a new record's form. */
export function createValues(fields: readonly FieldDef[], preset: FormValues = {}): FormValues {
  return Object.fromEntries(fields.filter((field) => field.only !== 'edit').map((field) => [field.name, preset[field.name] ?? initialOf(field)]));
}

/** The values of a row's edit form. */
export function editValues(fields: readonly FieldDef[], row: object): FormValues {
  return Object.fromEntries(fields.filter((field) => field.only !== 'create').map((field) => [field.name, toFieldValue(field, Reflect.get(row, field.name))]));
}

/** A form value as the contract wants it: trimmed text, numbers for numeric fields, lists as lists. */
export function toBodyValue(field: FieldDef, value: FieldValue): unknown {
  if (typeof value === 'boolean') return value;
  if (typeof value !== 'string') return field.numeric ? value.map(Number) : [...value];
  if (field.kind === 'password') return value;
  const text = value.trim();
  if (field.numeric || field.kind === 'number') return text === '' ? undefined : Number(text);
  return text;
}

/**
 * The request body of a form: the fields shown in the mode, converted, on top of `base` (the
 * declaration's typed defaults for a create, `{ version }` for an update).
 */
export function toBody<T extends object>(base: T, fields: readonly FieldDef[], mode: FormMode, values: FormValues): T {
  let body = base;
  for (const field of fieldsFor(fields, mode, values)) {
    if (mode === 'edit' && field.fixedOnEdit) continue;
    body = withParam(body, field.name, toBodyValue(field, values[field.name] ?? initialOf(field)));
  }
  return body;
}
