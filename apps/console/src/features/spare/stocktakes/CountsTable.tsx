import { Button, HStack, Input, Stack, Table, Text } from '@chakra-ui/react';
import { tableSlotRecipe } from '@chakra-ui/react/theme';
import { useRef, useState, type KeyboardEvent } from 'react';
import { useUpdateSpareStocktakeMutation, type SpareStocktakeLine, type SpareStocktakeRecord } from '@om/api';
import { useCanOperation } from '@om/auth';
import { useTranslation } from '@om/i18n';
import { showSuccess } from '@om/ui';
import { failureMessage, settled } from '../../../shared/resource';
import { quantityText } from '../labels';

/** Counts typed but not saved yet, by line id (text as typed). */
export type Drafts = Readonly<Record<number, string>>;

const COUNT = /^\d{1,10}(?:\.\d{1,3})?$/;
const signed = (value: number) => (value > 0 ? `+${quantityText(value)}` : quantityText(value));

/** The typed counts that differ from the saved ones, or the first line whose text is not a count. */
export function changedCounts(lines: readonly SpareStocktakeLine[], drafts: Drafts): { counts: { line_id: number; counted: number | null }[]; invalid?: number } {
  const counts: { line_id: number; counted: number | null }[] = [];
  for (const line of lines) {
    const text = drafts[line.id];
    if (text === undefined) continue;
    const trimmed = text.trim();
    if (trimmed !== '' && !COUNT.test(trimmed)) return { counts, invalid: line.id };
    const counted = trimmed === '' ? null : Number(trimmed);
    if (counted !== line.counted) counts.push({ line_id: line.id, counted });
  }
  return { counts };
}

interface Props {
  stocktake: SpareStocktakeRecord;
  drafts: Drafts;
  onDrafts(drafts: Drafts): void;
}

/**
 * The lines of a count: expected at the start, on hand now, the count as an input (Enter moves to
 * the next line), the difference against the on-hand. Saving sends only the changed counts.
 */
export function CountsTable({ stocktake, drafts, onDrafts }: Props) {
  const { t } = useTranslation('spare');
  const mayEdit = useCanOperation('updateSpareStocktake');
  const [update, state] = useUpdateSpareStocktakeMutation();
  const [error, setError] = useState<string>();
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  const lines = stocktake.lines ?? [];
  const open = stocktake.status === 'draft';
  const editable = open && mayEdit;
  const textOf = (line: SpareStocktakeLine) => drafts[line.id] ?? (line.counted === null ? '' : String(line.counted));

  const save = async () => {
    setError(undefined);
    const { counts, invalid } = changedCounts(lines, drafts);
    if (invalid !== undefined) return setError(t('stocktakes.invalid'));
    if (counts.length === 0) return setError(t('stocktakes.nothingChanged'));
    const outcome = settled(await update({ id: stocktake.id, body: { version: stocktake.version, counts } }));
    if (!outcome.ok) return setError(failureMessage(outcome.error, t('stocktakes.failed')));
    onDrafts({});
    showSuccess(t('stocktakes.saved'), t('stocktakes.savedText', { counted: outcome.data.counted_count, total: outcome.data.line_count }));
  };
  const fillEmpty = () => {
    const next: Record<number, string> = { ...drafts };
    for (const line of lines) if (textOf(line).trim() === '') next[line.id] = String(line.on_hand);
    onDrafts(next);
  };
  const onKey = (event: KeyboardEvent<HTMLInputElement>, index: number) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    const next = inputs.current[index + (event.shiftKey ? -1 : 1)];
    if (next) next.focus();
    else void save();
  };

  return (
    <Stack gap="3">
      {editable && (
        <HStack gap="2" flexWrap="wrap">
          <Button size="sm" colorPalette="brand" loading={state.isLoading} onClick={() => void save()}>
            {t('stocktakes.save')}
          </Button>
          <Button size="sm" variant="outline" onClick={fillEmpty}>
            {t('stocktakes.fillEmpty')}
          </Button>
          {error && (
            <Text role="alert" color="fg.error" fontSize="sm">
              {error}
            </Text>
          )}
        </HStack>
      )}
      <Table.Root recipe={tableSlotRecipe} size="sm">
        <Table.Caption>{t('stocktakes.caption', { number: stocktake.number })}</Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('stocktakes.location')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('stocktakes.part')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('stocktakes.batch')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('stocktakes.expected')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t(open ? 'stocktakes.onHand' : 'stocktakes.onHandAtConfirm')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('stocktakes.counted')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t(open ? 'stocktakes.difference' : 'stocktakes.booked')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {lines.map((line, index) => {
            const text = textOf(line).trim();
            const counted = text !== '' && COUNT.test(text) ? Number(text) : null;
            const difference = open ? (counted === null ? null : Math.round((counted - line.on_hand) * 1000) / 1000) : line.booked;
            return (
              <Table.Row key={line.id}>
                <Table.Cell>{line.location_name}</Table.Cell>
                <Table.Cell>
                  {line.part_code} {line.part_name}
                </Table.Cell>
                <Table.Cell>{line.batch || '—'}</Table.Cell>
                <Table.Cell textAlign="end">{quantityText(line.expected)}</Table.Cell>
                <Table.Cell textAlign="end" color={open && line.on_hand !== line.expected ? 'fg.warning' : undefined}>
                  {quantityText(line.on_hand)} {line.unit}
                </Table.Cell>
                <Table.Cell textAlign="end">
                  {editable ? (
                    <Input
                      ref={(element) => {
                        inputs.current[index] = element;
                      }}
                      size="sm"
                      width="7rem"
                      textAlign="end"
                      inputMode="decimal"
                      aria-label={t('stocktakes.countedLabel', { part: `${line.part_code} ${line.part_name}`, location: line.location_name })}
                      value={textOf(line)}
                      onChange={(event) => onDrafts({ ...drafts, [line.id]: event.currentTarget.value })}
                      onKeyDown={(event) => onKey(event, index)}
                    />
                  ) : line.counted === null ? (
                    '—'
                  ) : (
                    quantityText(line.counted)
                  )}
                </Table.Cell>
                <Table.Cell textAlign="end" color={difference ? (difference > 0 ? 'fg.success' : 'fg.error') : undefined}>
                  {difference === null ? '—' : signed(difference)}
                </Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Stack>
  );
}
