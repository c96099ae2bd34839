import { Button, Field, HStack, Input, NativeSelect, Stack, chakra } from '@chakra-ui/react';
import { fieldSlotRecipe, nativeSelectSlotRecipe } from '@chakra-ui/react/theme';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '@om/i18n';
import type { FilterSpec, Option } from './types';

export interface FilterBarProps {
  /** The list's accessible name, e.g. "Filter users". */
  label: string;
  filters: readonly FilterSpec[];
  /** Applied values by param ('' = not filtered). */
  values: Readonly<Record<string, string>>;
  onApply(values: Record<string, string>): void;
}

const applyNow = (filter: FilterSpec) => filter.control.kind === 'select' || filter.control.kind === 'date';

export function optionLabel(option: Option): string {
  return `${'\u00a0\u00a0'.repeat(option.depth ?? 0)}${option.label}`;
}

/**
 * Filters of a list. Choices (selects, dates) apply at once; typed text applies with Search (or Enter).
 */
export function FilterBar({ label, filters, values, onApply }: FilterBarProps) {
  const { t } = useTranslation('resource');
  const [draft, setDraft] = useState<Record<string, string>>({ ...values });
  // When the applied values change (back, forward, a choice), the boxes follow them; text being
  // typed into another box stays.
  const applied = useRef(values);
  useEffect(() => {
    const before = applied.current;
    applied.current = values;
    setDraft((current) => {
      const changed = filters.filter((filter) => (before[filter.param] ?? '') !== (values[filter.param] ?? ''));
      if (changed.length === 0) return current;
      return { ...current, ...Object.fromEntries(changed.map((filter) => [filter.param, values[filter.param] ?? ''])) };
    });
  }, [values, filters]);

  const change = (filter: FilterSpec, value: string) => {
    const next = { ...draft, [filter.param]: value };
    setDraft(next);
    if (applyNow(filter)) onApply(next);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };
  const reset = () => {
    const cleared = Object.fromEntries(filters.map((filter) => [filter.param, '']));
    setDraft(cleared);
    onApply(cleared);
  };
  const hasText = filters.some((filter) => !applyNow(filter));

  return (
    <chakra.form role="search" aria-label={label} onSubmit={submit}>
      <Stack direction={{ base: 'column', md: 'row' }} gap="3" alignItems={{ md: 'flex-end' }} flexWrap="wrap">
        {filters.map((filter) => {
          const value = draft[filter.param] ?? '';
          const control = filter.control;
          return (
            <Field.Root recipe={fieldSlotRecipe} key={filter.param} width={{ base: 'full', md: control.kind === 'search' ? '64' : '48' }}>
              <Field.Label fontSize="sm">{filter.label}</Field.Label>
              {control.kind === 'select' ? (
                <NativeSelect.Root recipe={nativeSelectSlotRecipe} size="sm">
                  <NativeSelect.Field value={value} onChange={(event) => change(filter, event.currentTarget.value)}>
                    <option value="">{t('list.any')}</option>
                    {control.options.map((option) => (
                      <option key={option.value} value={option.value} disabled={option.disabled}>
                        {optionLabel(option)}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              ) : (
                <Input
                  size="sm"
                  type={control.kind === 'search' ? 'search' : control.kind === 'date' ? 'date' : control.kind === 'number' ? 'number' : 'text'}
                  value={value}
                  onChange={(event) => change(filter, event.currentTarget.value)}
                />
              )}
            </Field.Root>
          );
        })}
        <HStack gap="2">
          {hasText && (
            <Button type="submit" size="sm" colorPalette="brand">
              {t('list.search')}
            </Button>
          )}
          <Button type="button" size="sm" variant="ghost" onClick={reset}>
            {t('list.reset')}
          </Button>
        </HStack>
      </Stack>
    </chakra.form>
  );
}
