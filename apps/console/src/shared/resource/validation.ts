import type { FieldValue } from '@om/ui';
import type { FieldDef, FormMode, FormValues } from './types';

/** A failed rule: the i18n key of its message and the values it needs. */
export interface RuleFailure {
  key: string;
  values?: Record<string, number>;
}

const isEmpty = (value: FieldValue) => (Array.isArray(value) ? value.length === 0 : typeof value === 'string' ? value.trim() === '' : false);

/** Checks one value against its field's rules; the first failed rule wins. */
export function checkField(field: FieldDef, value: FieldValue, values: FormValues): RuleFailure | undefined {
  const rules = field.rules ?? {};
  if (isEmpty(value)) return rules.required || rules.requiredWhen?.(values) ? { key: 'resource:validation.required' } : undefined;
  if (typeof value === 'string') {
    const text = value.trim();
    if (rules.minLength !== undefined && text.length < rules.minLength) return { key: 'resource:validation.minLength', values: { count: rules.minLength } };
    if (rules.maxLength !== undefined && text.length > rules.maxLength) return { key: 'resource:validation.maxLength', values: { count: rules.maxLength } };
    if (field.kind === 'number' || rules.min !== undefined || rules.max !== undefined || rules.integer) {
      const number = Number(text);
      if (!Number.isFinite(number)) return { key: 'resource:validation.number' };
      if (rules.integer && !Number.isInteger(number)) return { key: 'resource:validation.integer' };
      if (rules.min !== undefined && number < rules.min) return { key: 'resource:validation.min', values: { min: rules.min } };
      if (rules.max !== undefined && number > rules.max) return { key: 'resource:validation.max', values: { max: rules.max } };
    }
    if (field.kind === 'email' && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(text)) return { key: 'resource:validation.email' };
    if (rules.pattern && !rules.pattern.test(value)) return { key: rules.patternMessage ?? 'resource:validation.pattern' };
  }
  const custom = rules.check?.(value, values);
  return custom ? { key: custom } : undefined;
}

/** The fields a form shows in a mode (and for the values it holds). */
export function fieldsFor(fields: readonly FieldDef[], mode: FormMode, values: FormValues): FieldDef[] {
  return fields.filter((field) => (!field.only || field.only === mode) && (field.visible?.(values, mode) ?? true));
}

/** Every failed rule of the shown fields, by field name. */
export function checkForm(fields: readonly FieldDef[], mode: FormMode, values: FormValues): Record<string, RuleFailure> {
  const failures: Record<string, RuleFailure> = {};
  for (const field of fieldsFor(fields, mode, values)) {
    if ((mode === 'edit' && field.fixedOnEdit) || field.readOnly) continue;
    const failure = checkField(field, values[field.name] ?? '', values);
    if (failure) failures[field.name] = failure;
  }
  return failures;
}
