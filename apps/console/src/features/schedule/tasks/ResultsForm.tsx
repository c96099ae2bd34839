import { Badge, Box, Button, Fieldset, Grid, HStack, Input, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router';
import { badgeRecipe, fieldsetSlotRecipe } from '@chakra-ui/react/theme';
import type { ScheduledTaskDetail, StandardItem, TaskRepairOrder } from '@om/api';
import { useTranslation } from '@om/i18n';
import { TextField } from '../controls';
import { boundsText, outcomeKeys } from '../labels';
import { detailHref } from '../../../shared/resource';
import { repairOrdersMeta } from '../../repair';
import { outOfBounds, pairKey, type ResultDraft } from './resultDraft';

function YesNo({ item, name, value, onChange, readOnly }: { item: StandardItem; name: string; value: string; onChange(value: string): void; readOnly: boolean }) {
  const { t } = useTranslation('schedule');
  if (item.check_type === 'numeric') return null;
  const keys = outcomeKeys(item.check_type);
  return (
    <HStack gap="4" role="radiogroup" aria-label={item.name}>
      {(['ok', 'bad'] as const).map((choice) => (
        <label key={choice}>
          <input type="radio" name={name} value={choice} checked={value === choice} disabled={readOnly} onChange={() => onChange(choice)} />{' '}
          {t(choice === 'ok' ? keys.good : keys.bad)}
        </label>
      ))}
    </HStack>
  );
}

export interface ResultsFormProps {
  task: ScheduledTaskDetail;
  drafts: Record<string, ResultDraft>;
  onChange(key: string, draft: ResultDraft): void;
  readOnly: boolean;
  /** Reports a stored abnormal result as a hazard in the fault pool (absent: no button). */
  onRaise?(deviceId: number, itemKey: string): void;
  /** Repair orders already raised from results (a link instead of the button). */
  repairOrders?: readonly TaskRepairOrder[];
  /** Raises a repair work order from a stored abnormal result (absent: no button). */
  onRepairOrder?(deviceId: number, itemKey: string): void;
}

function RepairOrderLink({ order }: { order: TaskRepairOrder }) {
  const { t } = useTranslation('schedule');
  return (
    <ChakraLink asChild color="brand.fg" fontSize="sm">
      <Link to={detailHref(repairOrdersMeta, order.order_id) ?? '#'}>{t('task.repairOrderLink', { code: order.order_code })}</Link>
    </ChakraLink>
  );
}

/** One block per device, one row per checklist item; a reading out of bounds is flagged as it is typed. Works at 390 px. */
export function ResultsForm({ task, drafts, onChange, readOnly, onRaise, repairOrders = [], onRepairOrder }: ResultsFormProps) {
  const { t } = useTranslation('schedule');
  const judged = new Map(task.results.map((result) => [pairKey(result.device_id, result.item_key), result]));
  const orders = new Map(repairOrders.map((order) => [pairKey(order.device_id, order.item_key), order]));
  return (
    <Stack gap="4">
      {task.devices.map((device) => (
        <Fieldset.Root key={device.id} recipe={fieldsetSlotRecipe} borderWidth="1px" borderRadius="md" p="3">
          <Fieldset.Legend fontWeight="semibold">
            {device.code} {device.name}
          </Fieldset.Legend>
          <Stack gap="3" mt="2">
            {task.items.map((item) => {
              const key = pairKey(device.id, item.key);
              const draft = drafts[key] ?? { value: '', note: '' };
              const abnormal = item.check_type === 'numeric' ? outOfBounds(item, draft.value) : draft.value === 'bad';
              const stored = judged.get(key);
              const order = orders.get(key);
              return (
                <Box key={key} borderTopWidth="1px" pt="2">
                  <HStack justify="space-between" wrap="wrap">
                    <Text fontWeight="medium">{item.name}</Text>
                    {item.check_type === 'numeric' && <Text color="fg.muted">{t('task.bounds', { bounds: boundsText(item) })}</Text>}
                    {(abnormal || stored?.abnormal) && (
                      <Badge recipe={badgeRecipe} colorPalette="red">
                        {t('task.abnormal')}
                      </Badge>
                    )}
                    {stored?.abnormal && onRaise && (
                      <Button size="xs" variant="outline" colorPalette="red" onClick={() => onRaise(device.id, item.key)}>
                        {t('task.raiseHazard', { item: item.name, device: device.code })}
                      </Button>
                    )}
                    {order && <RepairOrderLink order={order} />}
                    {!order && stored?.abnormal && onRepairOrder && (
                      <Button size="xs" variant="outline" colorPalette="orange" onClick={() => onRepairOrder(device.id, item.key)}>
                        {t('task.raiseRepairOrder', { item: item.name, device: device.code })}
                      </Button>
                    )}
                  </HStack>
                  {item.method && <Text fontSize="sm" color="fg.muted">{item.method}</Text>}
                  <Grid templateColumns={{ base: '1fr', md: '1fr 2fr' }} gap="2" mt="1" alignItems="end">
                    {item.check_type === 'numeric' ? (
                      <TextField
                        label={t('task.reading', { item: item.name, device: device.code })}
                        type="number"
                        value={draft.value}
                        invalid={abnormal}
                        readOnly={readOnly}
                        onChange={(value) => onChange(key, { ...draft, value })}
                      />
                    ) : (
                      <YesNo item={item} name={key} value={draft.value} readOnly={readOnly} onChange={(value) => onChange(key, { ...draft, value })} />
                    )}
                    <Input
                      size="sm"
                      aria-label={t('task.note', { item: item.name, device: device.code })}
                      placeholder={t('task.notePlaceholder')}
                      value={draft.note}
                      readOnly={readOnly}
                      onChange={(event) => onChange(key, { ...draft, note: event.currentTarget.value })}
                    />
                  </Grid>
                </Box>
              );
            })}
          </Stack>
        </Fieldset.Root>
      ))}
    </Stack>
  );
}
