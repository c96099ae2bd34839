import { Field, Input } from '@chakra-ui/react';
import { fieldSlotRecipe } from '@chakra-ui/react/theme';
import { useTranslation } from '@om/i18n';
import { AttributeInput } from '@om/ui';
import type { TemplateField } from '@om/api';
import type { CustomFieldProps, FieldDef, Rules } from '../../shared/resource';
import { toAttributeSpec } from './attributes';

export const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar day input (the contract's `YYYY-MM-DD`); the form keeps the text. */
function DayInput({ name, value, onChange, error, label, readOnly, required }: CustomFieldProps & { name: string; required?: boolean }) {
  return (
    <Field.Root recipe={fieldSlotRecipe} invalid={Boolean(error)} disabled={readOnly} required={required}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      <Input name={name} type="date" value={typeof value === 'string' ? value : ''} onChange={(event) => onChange(event.currentTarget.value)} />
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

/** A day field of a resource form (`commissioned_on`, `next_inspection_on`…). */
export function dayField(name: string, rules: Rules = {}, extra: Partial<FieldDef> = {}): FieldDef {
  return {
    name,
    kind: 'custom',
    rules: { pattern: DAY_PATTERN, patternMessage: 'form.day', ...rules },
    render: (props) => <DayInput {...props} name={name} required={rules.required} />,
    ...extra,
  };
}

/** Day fields left empty are sent as null (the contract's NullableDay), not as ''. */
export function nullDays<T extends object>(body: T, keys: readonly string[]): T {
  const out = { ...body };
  for (const key of keys) if (Reflect.get(out, key) === '') Reflect.set(out, key, null);
  return out;
}

/** The typed input of one extra attribute in the device form. */
export function AttributeField({ field, props }: { field: TemplateField; props: CustomFieldProps }) {
  const { t } = useTranslation('resource');
  return (
    <AttributeInput
      spec={toAttributeSpec(field)}
      value={typeof props.value === 'string' ? props.value : ''}
      onChange={props.onChange}
      error={props.error}
      disabled={props.readOnly}
      chooseLabel={t('form.choose')}
    />
  );
}
