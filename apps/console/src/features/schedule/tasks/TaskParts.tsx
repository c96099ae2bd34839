import { Button, HStack, List, Stack, Text } from '@chakra-ui/react';
import { listSlotRecipe } from '@chakra-ui/react/theme';
import { useState } from 'react';
import type { ScheduleKind, ScheduledTaskDetail } from '@om/api';
import { useTranslation } from '@om/i18n';
import { Panel, showSuccess } from '@om/ui';
import { failureMessage } from '../../../shared/resource';
import { SelectField, TextField } from '../controls';
import { scheduleHooks } from '../hooks';
import { zonedDateTime } from '../zonedTime';

export interface TaskPartsProps {
  kind: ScheduleKind;
  task: ScheduledTaskDetail;
  /** The assignee executing the task (started) may book parts. */
  editing: boolean;
}

/** Parts used on the task: what was booked (each line from a confirmed stock-out), and booking more while it runs. */
export function TaskParts({ kind, task, editing }: TaskPartsProps) {
  const { t } = useTranslation(['schedule', 'resource']);
  const { taskStock: useTaskStock, bookTaskParts: useBook } = scheduleHooks(kind);
  const [keyword, setKeyword] = useState('');
  const { data: stock = [] } = useTaskStock({ id: task.id, ...(keyword.trim() && { keyword: keyword.trim() }) }, { skip: !editing });
  const [book, booking] = useBook();
  const [row, setRow] = useState('');
  const [quantity, setQuantity] = useState('1');
  const [message, setMessage] = useState('');

  const submit = async () => {
    setMessage('');
    const chosen = stock.find((entry) => String(entry.id) === row);
    const amount = Number(quantity);
    if (!chosen) return setMessage(t('task.parts.choose'));
    if (!(amount > 0)) return setMessage(t('task.parts.quantityPositive'));
    const result = await book({
      id: task.id,
      body: { version: task.version, warehouse_id: chosen.warehouse_id, lines: [{ part_id: chosen.part_id, location_id: chosen.location_id, quantity: amount, ...(chosen.batch && { batch: chosen.batch }) }] },
    });
    if ('error' in result) return setMessage(failureMessage(result.error, t('resource:form.failed')));
    const booked = result.data.parts_used.at(-1);
    setRow('');
    setQuantity('1');
    showSuccess(t('task.parts.booked', { code: booked?.document_code ?? '' }));
  };

  return (
    <Panel title={t('task.parts.title')}>
      <Stack gap="3">
        {task.parts_used.length === 0 ? (
          <Text color="fg.muted">{t('task.parts.none')}</Text>
        ) : (
          <List.Root recipe={listSlotRecipe} ps="5" aria-label={t('task.parts.title')}>
            {task.parts_used.map((line, index) => (
              <List.Item key={`${line.document_id}-${index}`}>
                {line.part_code} {line.part_name} × {line.quantity} {line.unit} · {line.document_code} · {zonedDateTime(line.used_at, task.time_zone)}
              </List.Item>
            ))}
          </List.Root>
        )}
        {editing && (
          <HStack align="end" wrap="wrap">
            <TextField label={t('task.parts.search')} value={keyword} onChange={setKeyword} />
            <SelectField
              label={t('task.parts.stock')}
              value={row}
              onChange={setRow}
              options={[
                { value: '', label: t('task.parts.choose') },
                ...stock.map((entry) => ({
                  value: String(entry.id),
                  label: `${entry.part_code} ${entry.part_name} · ${entry.warehouse_name} ${entry.location_code}${entry.batch ? ` · ${entry.batch}` : ''} · ${t('task.parts.onHand', { quantity: entry.quantity, unit: entry.unit })}`,
                })),
              ]}
            />
            <TextField label={t('task.parts.quantity')} type="number" value={quantity} onChange={setQuantity} />
            <Button size="sm" onClick={() => void submit()} loading={booking.isLoading}>
              {t('task.parts.book')}
            </Button>
          </HStack>
        )}
        {message && (
          <Text role="alert" color="fg.error">
            {message}
          </Text>
        )}
      </Stack>
    </Panel>
  );
}
