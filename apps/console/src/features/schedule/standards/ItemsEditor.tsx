import { Box, Button, Grid, HStack, Text } from '@chakra-ui/react';
import type { CheckType } from '@om/api';
import { useTranslation } from '@om/i18n';
import { SelectField, TextField } from '../controls';
import { CHECK_TYPES, checkTypeKey } from '../labels';
import { freshKey, type ItemDraft } from './itemDraft';

export interface ItemsEditorProps {
  items: readonly ItemDraft[];
  onChange(items: ItemDraft[]): void;
  readOnly: boolean;
  /** The item and field the last save refused. */
  problem?: { index: number; field: string };
}

/** The checklist of a standard: one row per item, keyboard-operable (labelled inputs, buttons). */
export function ItemsEditor({ items, onChange, readOnly, problem }: ItemsEditorProps) {
  const { t } = useTranslation('schedule');
  const change = (index: number, patch: Partial<ItemDraft>) => onChange(items.map((item, i) => (i === index ? { ...item, ...patch } : item)));
  const add = () => onChange([...items, { key: freshKey(items), name: '', check_type: 'normal_abnormal', low: '', high: '', unit: '', method: '' }]);
  const remove = (index: number) => onChange(items.filter((_, i) => i !== index));
  const typeOptions = CHECK_TYPES.map((type) => ({ value: type, label: t(checkTypeKey(type)) }));
  return (
    <Box as="section" aria-label={t('items.title')}>
      {items.map((item, index) => {
        const numeric = item.check_type === 'numeric';
        const label = (field: string) => `${t(`items.${field}`)} ${index + 1}`;
        const invalid = (field: string) => problem?.index === index && problem.field === field;
        return (
          <Box key={item.key} borderWidth="1px" borderRadius="md" p="3" mb="2">
            <HStack justify="space-between" mb="2">
              <Text fontWeight="medium">
                {t('items.number', { n: index + 1 })} · {item.key}
              </Text>
              {!readOnly && items.length > 1 && (
                <Button size="xs" variant="outline" onClick={() => remove(index)}>
                  {t('items.remove', { n: index + 1 })}
                </Button>
              )}
            </HStack>
            <Grid templateColumns={{ base: '1fr', md: numeric ? '2fr 1.4fr 1fr 1fr 1fr' : '2fr 1.4fr' }} gap="2">
              <TextField label={label('name')} value={item.name} onChange={(name) => change(index, { name })} readOnly={readOnly} required invalid={invalid('name')} />
              <SelectField label={label('checkType')} value={item.check_type} onChange={(value) => change(index, { check_type: CHECK_TYPES.find((type): type is CheckType => type === value) ?? 'normal_abnormal' })} options={typeOptions} />
              {numeric && (
                <>
                  <TextField label={label('low')} type="number" value={item.low} onChange={(low) => change(index, { low })} readOnly={readOnly} invalid={invalid('low')} />
                  <TextField label={label('high')} type="number" value={item.high} onChange={(high) => change(index, { high })} readOnly={readOnly} invalid={invalid('high')} />
                  <TextField label={label('unit')} value={item.unit} onChange={(unit) => change(index, { unit })} readOnly={readOnly} />
                </>
              )}
            </Grid>
            <Box mt="2">
              <TextField label={label('method')} value={item.method} onChange={(method) => change(index, { method })} readOnly={readOnly} />
            </Box>
          </Box>
        );
      })}
      {!readOnly && (
        <Button size="sm" variant="outline" onClick={add}>
          {t('items.add')}
        </Button>
      )}
    </Box>
  );
}
