import { Checkbox, Field, Fieldset, Input, NativeSelect, Stack, Switch, Textarea } from '@chakra-ui/react';
import { checkboxSlotRecipe, fieldSlotRecipe, fieldsetSlotRecipe, nativeSelectSlotRecipe, switchSlotRecipe, textareaRecipe } from '@chakra-ui/react/theme';
import { useTranslation } from '@om/i18n';
import { optionLabel } from './FilterBar';
import type { Option } from './types';

export type FieldKind = 'text' | 'password' | 'email' | 'textarea' | 'number' | 'select' | 'switch' | 'checkboxes';

/** A form field's value as the form keeps it: text, a switch, or the chosen values of checkboxes. */
export type FieldValue = string | boolean | readonly string[];

export interface FieldSpec {
  name: string;
  /** Translated. */
  label: string;
  kind: FieldKind;
  required?: boolean;
  help?: string;
  options?: readonly Option[];
  disabled?: boolean;
  autoComplete?: string;
  /** For select: the text of the empty choice (omitted: no empty choice once required). */
  placeholder?: string;
}

export interface FieldControlProps {
  spec: FieldSpec;
  value: FieldValue;
  onChange(value: FieldValue): void;
  onBlur?(): void;
  error?: string;
}

const asText = (value: FieldValue): string => (typeof value === 'string' ? value : '');
const asList = (value: FieldValue): readonly string[] => (Array.isArray(value) ? value : []);

/** One labelled input of a form, with its help and its error (server or client). */
export function FieldControl({ spec, value, onChange, onBlur, error }: FieldControlProps) {
  const { t } = useTranslation('resource');
  const invalid = Boolean(error);

  if (spec.kind === 'checkboxes') {
    const chosen = asList(value);
    const toggle = (option: string, checked: boolean) =>
      onChange(checked ? [...chosen.filter((item) => item !== option), option] : chosen.filter((item) => item !== option));
    return (
      <Fieldset.Root recipe={fieldsetSlotRecipe} invalid={invalid} disabled={spec.disabled}>
        <Fieldset.Legend fontSize="sm" fontWeight="medium">
          {spec.label}
          {spec.required && <span aria-hidden="true"> *</span>}
        </Fieldset.Legend>
        {spec.help && <Fieldset.HelperText>{spec.help}</Fieldset.HelperText>}
        <Fieldset.Content>
          <Stack gap="1">
            {(spec.options ?? []).map((option) => (
              <Checkbox.Root
                recipe={checkboxSlotRecipe}
                key={option.value}
                size="sm"
                checked={chosen.includes(option.value)}
                disabled={option.disabled}
                onCheckedChange={(details) => toggle(option.value, details.checked === true)}
              >
                <Checkbox.HiddenInput onBlur={onBlur} />
                <Checkbox.Control>
                  <Checkbox.Indicator />
                </Checkbox.Control>
                <Checkbox.Label>{option.label}</Checkbox.Label>
              </Checkbox.Root>
            ))}
          </Stack>
        </Fieldset.Content>
        {error && <Fieldset.ErrorText>{error}</Fieldset.ErrorText>}
      </Fieldset.Root>
    );
  }

  if (spec.kind === 'switch') {
    return (
      <Field.Root recipe={fieldSlotRecipe} invalid={invalid} disabled={spec.disabled}>
        <Switch.Root recipe={switchSlotRecipe} checked={value === true} onCheckedChange={(details) => onChange(details.checked)}>
          <Switch.HiddenInput onBlur={onBlur} />
          <Switch.Control>
            <Switch.Thumb />
          </Switch.Control>
          <Switch.Label>{spec.label}</Switch.Label>
        </Switch.Root>
        {spec.help && <Field.HelperText>{spec.help}</Field.HelperText>}
        <Field.ErrorText>{error}</Field.ErrorText>
      </Field.Root>
    );
  }

  const text = asText(value);
  return (
    <Field.Root recipe={fieldSlotRecipe} invalid={invalid} required={spec.required} disabled={spec.disabled}>
      <Field.Label>
        {spec.label}
        <Field.RequiredIndicator />
      </Field.Label>
      {spec.kind === 'select' ? (
        <NativeSelect.Root recipe={nativeSelectSlotRecipe}>
          <NativeSelect.Field name={spec.name} value={text} onBlur={onBlur} onChange={(event) => onChange(event.currentTarget.value)}>
            {(!spec.required || text === '' || spec.placeholder) && <option value="">{spec.placeholder ?? t('form.choose')}</option>}
            {(spec.options ?? []).map((option) => (
              <option key={option.value} value={option.value} disabled={option.disabled}>
                {optionLabel(option)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      ) : spec.kind === 'textarea' ? (
        <Textarea recipe={textareaRecipe} name={spec.name} value={text} rows={4} onBlur={onBlur} onChange={(event) => onChange(event.currentTarget.value)} />
      ) : (
        <Input
          name={spec.name}
          type={spec.kind === 'number' ? 'number' : spec.kind}
          autoComplete={spec.autoComplete ?? (spec.kind === 'password' ? 'new-password' : 'off')}
          value={text}
          onBlur={onBlur}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      )}
      {spec.help && <Field.HelperText>{spec.help}</Field.HelperText>}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
