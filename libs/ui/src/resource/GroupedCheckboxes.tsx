import { Checkbox, Fieldset, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { checkboxSlotRecipe, fieldsetSlotRecipe } from '@chakra-ui/react/theme';
import { useTranslation } from '@om/i18n';
import { MixedAwareInput } from './MixedCheckbox';

export interface CheckboxGroupSpec {
  key: string;
  label: string;
  items: readonly { value: string; label: string }[];
}

/** Whether a group's items are all chosen, some, or none (the select-all box shows it). */
export function groupState(items: readonly string[], chosen: readonly string[]): boolean | 'indeterminate' {
  const count = items.filter((item) => chosen.includes(item)).length;
  if (count === 0) return false;
  return count === items.length ? true : 'indeterminate';
}

/** Select-all of a group: all when not all were chosen, else none; other groups' choices stay. */
export function toggleGroup(items: readonly string[], chosen: readonly string[]): string[] {
  const all = groupState(items, chosen) === true;
  const rest = chosen.filter((item) => !items.includes(item));
  return all ? rest : [...rest, ...items];
}

export interface GroupedCheckboxesProps {
  legend: string;
  groups: readonly CheckboxGroupSpec[];
  value: readonly string[];
  onChange(value: string[]): void;
  readOnly?: boolean;
  error?: string;
}

/** Checkboxes in named groups, each with a tri-state "select all" (e.g. permissions by module). */
export function GroupedCheckboxes({ legend, groups, value, onChange, readOnly, error }: GroupedCheckboxesProps) {
  const { t } = useTranslation('resource');
  const toggle = (item: string, checked: boolean) => onChange(checked ? [...value.filter((v) => v !== item), item] : value.filter((v) => v !== item));
  return (
    <Fieldset.Root recipe={fieldsetSlotRecipe} invalid={Boolean(error)} disabled={readOnly}>
      <Fieldset.Legend fontWeight="semibold">{legend}</Fieldset.Legend>
      {error && <Fieldset.ErrorText>{error}</Fieldset.ErrorText>}
      <Stack gap="3">
        {groups.map((group) => {
          const items = group.items.map((item) => item.value);
          return (
            <Fieldset.Root recipe={fieldsetSlotRecipe} key={group.key} borderWidth="1px" borderRadius="md" padding="3" disabled={readOnly}>
              <Fieldset.Legend srOnly>{group.label}</Fieldset.Legend>
              <Checkbox.Root
                recipe={checkboxSlotRecipe}
                checked={groupState(items, value)}
                onCheckedChange={() => onChange(toggleGroup(items, value))}
                fontWeight="semibold"
              >
                <MixedAwareInput aria-label={t('form.selectAllIn', { group: group.label })} mixed={groupState(items, value) === 'indeterminate'} />
                <Checkbox.Control>
                  <Checkbox.Indicator />
                </Checkbox.Control>
                {/* Not Checkbox.Label: its id would name the box "Devices" instead of "Select all: Devices". */}
                <Text as="span">{group.label}</Text>
              </Checkbox.Root>
              <SimpleGrid columns={{ base: 1, sm: 2 }} gap="1" paddingLeft="6" marginTop="2">
                {group.items.map((item) => (
                  <Checkbox.Root
                    recipe={checkboxSlotRecipe}
                    key={item.value}
                    size="sm"
                    checked={value.includes(item.value)}
                    onCheckedChange={(details) => toggle(item.value, details.checked === true)}
                  >
                    <Checkbox.HiddenInput />
                    <Checkbox.Control>
                      <Checkbox.Indicator />
                    </Checkbox.Control>
                    <Checkbox.Label>{item.label}</Checkbox.Label>
                  </Checkbox.Root>
                ))}
              </SimpleGrid>
            </Fieldset.Root>
          );
        })}
      </Stack>
    </Fieldset.Root>
  );
}
