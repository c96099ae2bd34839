import { Box, Button, Checkbox, Field, Fieldset, HStack, Input, NativeSelect, SimpleGrid, Stack, Text, chakra } from '@chakra-ui/react';
import { checkboxSlotRecipe, fieldSlotRecipe, fieldsetSlotRecipe, nativeSelectSlotRecipe } from '@chakra-ui/react/theme';
import { useRef, useState } from 'react';
import type { TemplateField } from '@om/api';
import { useTranslation } from '@om/i18n';
import type { CustomFieldProps } from '../../../shared/resource';
import { TEMPLATE_KINDS, parseTemplate, splitOptions, suggestKey, templateProblems, type TemplatePart, type TemplateProblem } from './template';

export interface TemplateEditorProps extends CustomFieldProps {
  /** The fields the type inherits from its ancestors (shown, not editable here). */
  inherited: readonly TemplateField[];
}

/** Stable row ids for React while rows are added, removed and moved. */
function useRowIds(count: number) {
  const next = useRef(0);
  const ids = useRef<number[]>([]);
  while (ids.current.length < count) ids.current.push((next.current += 1));
  if (ids.current.length > count) ids.current = ids.current.slice(0, count);
  return ids;
}

/** A choice's options as typed (commas between), kept as typed while the template holds the list. */
function OptionsInput({ options, onChange, label, invalid, error }: { options: readonly string[]; onChange(options: string[]): void; label: string; invalid: boolean; error?: string }) {
  const [text, setText] = useState(options.join(', '));
  return (
    <Field.Root recipe={fieldSlotRecipe} invalid={invalid} required>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      <Input
        size="sm"
        value={text}
        onChange={(event) => {
          setText(event.currentTarget.value);
          onChange(splitOptions(event.currentTarget.value));
        }}
      />
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

/**
 * The extra fields of a device type: each with its name, key, kind (text, number with a unit,
 * date, choice with options) and whether it is required; added, moved and removed in place. The
 * form keeps the list as JSON text; the inherited fields show above, read-only.
 */
export function TemplateEditor({ value, onChange, error, label, readOnly, inherited }: TemplateEditorProps) {
  const { t } = useTranslation('device');
  const text = typeof value === 'string' ? value : '';
  const fields = parseTemplate(text) ?? [];
  const ids = useRowIds(fields.length);
  const keyEdited = useRef(new Set<number>());
  const problems: TemplateProblem[] = error ? templateProblems(fields, inherited.map((field) => field.key)) : [];
  const problemOf = (row: number, part: TemplatePart) => problems.find((problem) => problem.row === row && problem.part === part);

  const commit = (next: TemplateField[]) => onChange(JSON.stringify(next));
  const patch = (row: number, change: Partial<TemplateField>) => commit(fields.map((field, index) => (index === row ? { ...field, ...change } : field)));
  const add = () => commit([...fields, { key: '', name: '', kind: 'text', required: false }]);
  const remove = (row: number) => {
    ids.current.splice(row, 1);
    commit(fields.filter((_, index) => index !== row));
  };
  const move = (row: number, by: -1 | 1) => {
    const target = row + by;
    if (target < 0 || target >= fields.length) return;
    const next = [...fields];
    const order = ids.current;
    [next[row], next[target]] = [next[target], next[row]];
    [order[row], order[target]] = [order[target], order[row]];
    commit(next);
  };

  return (
    <Fieldset.Root recipe={fieldsetSlotRecipe} invalid={Boolean(error)} disabled={readOnly}>
      <Fieldset.Legend fontSize="sm" fontWeight="medium">
        {label}
      </Fieldset.Legend>
      <Fieldset.HelperText>{t('template.help')}</Fieldset.HelperText>
      <Fieldset.Content>
        <Stack gap="3">
          {inherited.length > 0 && (
            <Box fontSize="sm" color="fg.muted">
              <Text fontWeight="medium">{t('template.inherited')}</Text>
              <chakra.ul paddingLeft="5" listStyleType="disc">
                {inherited.map((field) => (
                  <li key={field.key}>
                    {field.name} ({field.key}, {t(`template.kind.${field.kind}`)}
                    {field.unit ? `, ${field.unit}` : ''}
                    {field.required ? `, ${t('template.required')}` : ''})
                  </li>
                ))}
              </chakra.ul>
            </Box>
          )}
          {fields.length === 0 && <Text fontSize="sm">{t('template.none')}</Text>}
          {fields.map((field, row) => {
            const id = ids.current[row] ?? row;
            const title = t('template.row', { number: row + 1 });
            const name = field.name || title;
            const nameProblem = problemOf(row, 'name');
            const keyProblem = problemOf(row, 'key');
            const unitProblem = problemOf(row, 'unit');
            const optionsProblem = problemOf(row, 'options');
            return (
              <chakra.fieldset key={id} borderWidth="1px" borderRadius="md" padding="3" aria-label={title}>
                <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
                  <Field.Root recipe={fieldSlotRecipe} invalid={Boolean(nameProblem)} required>
                    <Field.Label>
                      {t('template.name')}
                      <Field.RequiredIndicator />
                    </Field.Label>
                    <Input
                      size="sm"
                      value={field.name}
                      onChange={(event) => {
                        const typed = event.currentTarget.value;
                        const key = keyEdited.current.has(id) ? field.key : suggestKey(typed);
                        patch(row, { name: typed, key });
                      }}
                    />
                    <Field.ErrorText>{nameProblem && t(nameProblem.message)}</Field.ErrorText>
                  </Field.Root>
                  <Field.Root recipe={fieldSlotRecipe} invalid={Boolean(keyProblem)} required>
                    <Field.Label>
                      {t('template.key')}
                      <Field.RequiredIndicator />
                    </Field.Label>
                    <Input
                      size="sm"
                      value={field.key}
                      autoComplete="off"
                      spellCheck={false}
                      onChange={(event) => {
                        keyEdited.current.add(id);
                        patch(row, { key: event.currentTarget.value });
                      }}
                    />
                    <Field.HelperText>{t('template.keyHelp')}</Field.HelperText>
                    <Field.ErrorText>{keyProblem && t(keyProblem.message)}</Field.ErrorText>
                  </Field.Root>
                  <Field.Root recipe={fieldSlotRecipe}>
                    <Field.Label>{t('template.kindLabel')}</Field.Label>
                    <NativeSelect.Root recipe={nativeSelectSlotRecipe} size="sm">
                      <NativeSelect.Field
                        value={field.kind}
                        onChange={(event) => {
                          const kind = TEMPLATE_KINDS.find((candidate) => candidate === event.currentTarget.value) ?? 'text';
                          patch(row, { kind, unit: kind === 'number' ? field.unit : undefined, options: kind === 'choice' ? (field.options ?? []) : undefined });
                        }}
                      >
                        {TEMPLATE_KINDS.map((kind) => (
                          <option key={kind} value={kind}>
                            {t(`template.kind.${kind}`)}
                          </option>
                        ))}
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>
                  </Field.Root>
                  {field.kind === 'number' && (
                    <Field.Root recipe={fieldSlotRecipe} invalid={Boolean(unitProblem)}>
                      <Field.Label>{t('template.unit')}</Field.Label>
                      <Input size="sm" value={field.unit ?? ''} onChange={(event) => patch(row, { unit: event.currentTarget.value })} />
                      <Field.ErrorText>{unitProblem && t(unitProblem.message)}</Field.ErrorText>
                    </Field.Root>
                  )}
                  {field.kind === 'choice' && (
                    <OptionsInput
                      options={field.options ?? []}
                      onChange={(options) => patch(row, { options })}
                      label={t('template.options')}
                      invalid={Boolean(optionsProblem)}
                      error={optionsProblem && t(optionsProblem.message)}
                    />
                  )}
                </SimpleGrid>
                <HStack marginTop="3" gap="2" flexWrap="wrap">
                  <Checkbox.Root recipe={checkboxSlotRecipe} size="sm" checked={field.required === true} onCheckedChange={(details) => patch(row, { required: details.checked === true })}>
                    <Checkbox.HiddenInput />
                    <Checkbox.Control>
                      <Checkbox.Indicator />
                    </Checkbox.Control>
                    <Checkbox.Label>{t('template.required')}</Checkbox.Label>
                  </Checkbox.Root>
                  <Box flex="1" />
                  <Button size="xs" variant="ghost" disabled={row === 0} aria-label={t('template.moveUp', { name })} onClick={() => move(row, -1)}>
                    ↑
                  </Button>
                  <Button size="xs" variant="ghost" disabled={row === fields.length - 1} aria-label={t('template.moveDown', { name })} onClick={() => move(row, 1)}>
                    ↓
                  </Button>
                  <Button size="xs" variant="ghost" colorPalette="red" aria-label={t('template.remove', { name })} onClick={() => remove(row)}>
                    {t('template.removeShort')}
                  </Button>
                </HStack>
              </chakra.fieldset>
            );
          })}
          <Box>
            <Button size="sm" variant="outline" onClick={add}>
              {t('template.add')}
            </Button>
          </Box>
          {error && (
            <Text role="alert" fontSize="sm" color="fg.error">
              {error}
            </Text>
          )}
        </Stack>
      </Fieldset.Content>
    </Fieldset.Root>
  );
}
