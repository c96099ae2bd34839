import { Field, Input } from '@chakra-ui/react';
import { fieldSlotRecipe } from '@chakra-ui/react/theme';
import { useState } from 'react';
import { useTranslation } from '@om/i18n';
import type { CustomFieldProps, FieldDef } from '../../../shared/resource';

/** Splits "a, b，c" into distinct, trimmed items (commas of either width). */
export function splitList(text: string): string[] {
  return [...new Set(text.split(/[,，;；]/).map((item) => item.trim()).filter(Boolean))];
}

function ListInput({ value, onChange, error, label, readOnly }: CustomFieldProps) {
  const { t } = useTranslation('files');
  const items = typeof value === 'string' ? splitList(value) : Array.isArray(value) ? [...value] : [];
  const [text, setText] = useState(items.join(', '));
  return (
    <Field.Root recipe={fieldSlotRecipe} invalid={Boolean(error)} disabled={readOnly}>
      <Field.Label>{label}</Field.Label>
      <Input
        value={text}
        onChange={(event) => {
          setText(event.currentTarget.value);
          onChange(splitList(event.currentTarget.value));
        }}
      />
      <Field.HelperText>{t('form.listHelp')}</Field.HelperText>
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

/** A list of short texts (tags, parts, work orders) typed as one comma-separated line; sent as an array. */
export function listField(name: string, maxItems: number): FieldDef {
  return {
    name,
    kind: 'custom',
    initial: [],
    rules: { check: (value) => (Array.isArray(value) && value.length > maxItems ? 'form.tooMany' : undefined) },
    render: (props) => <ListInput {...props} />,
  };
}
