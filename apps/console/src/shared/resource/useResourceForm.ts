import { useCallback, useMemo, useState } from 'react';
import type { FieldValue } from '@om/ui';
import { checkForm, type RuleFailure } from './validation';
import type { FieldDef, FormMode, FormValues } from './types';

/** A field's error: a rule of the declaration (translated later) or the server's text. */
export type FieldError = { rule: RuleFailure } | { server: string };

/**
 * The state of a create or edit form: values, the errors of the declaration's rules (once a field
 * was left or a submit was tried) and the server's errors mapped onto fields, and whether anything
 * changed since the values were loaded.
 */
export function useResourceForm(fields: readonly FieldDef[], mode: FormMode) {
  const [baseline, setBaseline] = useState<FormValues>({});
  const [values, setValues] = useState<FormValues>({});
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});

  const ruleFailures = useMemo(() => checkForm(fields, mode, values), [fields, mode, values]);

  const errors = useMemo(() => {
    const shown: Record<string, FieldError> = {};
    for (const [name, rule] of Object.entries(ruleFailures)) if (submitted || touched.has(name)) shown[name] = { rule };
    for (const [name, text] of Object.entries(serverErrors)) shown[name] = { server: text };
    return shown;
  }, [ruleFailures, serverErrors, submitted, touched]);

  const setValue = useCallback((name: string, value: FieldValue) => {
    setValues((current) => ({ ...current, [name]: value }));
    setServerErrors((current) => {
      if (!(name in current)) return current;
      const next = { ...current };
      delete next[name];
      return next;
    });
  }, []);

  const touch = useCallback((name: string) => setTouched((current) => new Set(current).add(name)), []);

  /** Starts over from these values (a loaded row, or a new record's defaults). */
  const reset = useCallback((next: FormValues) => {
    setBaseline(next);
    setValues(next);
    setTouched(new Set());
    setSubmitted(false);
    setServerErrors({});
  }, []);

  /** A submit was tried: every rule's error shows; true when none failed. */
  const validate = useCallback(() => {
    setSubmitted(true);
    return Object.keys(ruleFailures).length === 0;
  }, [ruleFailures]);

  const setServerError = useCallback((name: string, text: string) => setServerErrors((current) => ({ ...current, [name]: text })), []);

  /** The saved values become the baseline (nothing unsaved any more). */
  const markSaved = useCallback(() => setBaseline(values), [values]);

  const dirty = useMemo(() => JSON.stringify(values) !== JSON.stringify(baseline), [values, baseline]);

  return { values, errors, dirty, setValue, touch, reset, validate, setServerError, markSaved };
}
