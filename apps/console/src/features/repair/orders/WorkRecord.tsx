import { Button, Fieldset, HStack, Input, NativeSelect, SimpleGrid, Stack } from '@chakra-ui/react';
import { nativeSelectSlotRecipe } from '@chakra-ui/react/theme';
import { useState } from 'react';
import { useUpdateRepairOrderMutation, type RepairOrderRecord } from '@om/api';
import { useTranslation } from '@om/i18n';
import { FormAlert, showSuccess } from '@om/ui';
import { failureMessage, settled, useUserLookup } from '../../../shared/resource';
import { fromLocalInput, TextField, toLocalInput } from '../fields';
import { type PartRow, partRowOf, partsBody, PartsUsedEditor } from './PartsUsed';

interface LabourRow {
  user: string;
  hours: string;
}

/**
 * The work record of an open order: cause, action taken, downtime, labour (people, hours) and parts
 * used (typed by hand or taken from the spare-parts stores; completing the order books the stock-out).
 */
export function WorkRecord({ order, editable }: { order: RepairOrderRecord; editable: boolean }) {
  const { t } = useTranslation(['repair', 'resource']);
  const people = useUserLookup();
  const [save, { isLoading }] = useUpdateRepairOrderMutation();
  const [cause, setCause] = useState(order.cause);
  const [action, setAction] = useState(order.action_taken);
  const [downFrom, setDownFrom] = useState(toLocalInput(order.downtime_start));
  const [downUntil, setDownUntil] = useState(toLocalInput(order.downtime_end));
  const [labour, setLabour] = useState<LabourRow[]>(order.labour.map((entry) => ({ user: String(entry.user_id), hours: String(entry.hours) })));
  const [parts, setParts] = useState<PartRow[]>(order.parts_used.map(partRowOf));
  const [problem, setProblem] = useState<string>();

  const submit = async () => {
    setProblem(undefined);
    const outcome = settled(
      await save({
        id: order.id,
        body: {
          version: order.version,
          cause,
          action_taken: action,
          downtime_start: fromLocalInput(downFrom),
          downtime_end: fromLocalInput(downUntil),
          labour: labour.filter((row) => row.user).map((row) => ({ user_id: Number(row.user), hours: Number(row.hours) || 0 })),
          parts_used: partsBody(parts),
        },
      }),
    );
    if (!outcome.ok) return setProblem(failureMessage(outcome.error, t('order.failed')));
    showSuccess(t('order.saved'), order.code);
  };

  const field = t('resources.repairOrders.fields.cause');
  return (
    <Stack gap="4">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <TextField label={field} value={cause} onChange={setCause} multiline />
        <TextField label={t('resources.repairOrders.fields.action_taken')} value={action} onChange={setAction} multiline />
        <TextField label={t('resources.repairOrders.fields.downtime_start')} type="datetime-local" value={downFrom} onChange={setDownFrom} />
        <TextField label={t('resources.repairOrders.fields.downtime_end')} type="datetime-local" value={downUntil} onChange={setDownUntil} />
      </SimpleGrid>
      <Fieldset.Root>
        <Fieldset.Legend>{t('resources.repairOrders.fields.labour')}</Fieldset.Legend>
        <Stack gap="2">
          {labour.map((row, index) => (
            <HStack key={index} gap="2">
              <NativeSelect.Root recipe={nativeSelectSlotRecipe} size="sm" maxWidth="xs">
                <NativeSelect.Field aria-label={`${t('order.person')} ${index + 1}`} value={row.user} onChange={(event) => { const user = event.currentTarget.value; setLabour((rows) => rows.map((item, i) => (i === index ? { ...item, user } : item))); }}>
                  <option value="">{t('resource:form.choose')}</option>
                  {people.options.map((person) => (
                    <option key={person.value} value={person.value}>
                      {person.label}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
              <Input size="sm" type="number" min={0} step={0.5} maxWidth="24" aria-label={`${t('order.hours')} ${index + 1}`} value={row.hours} onChange={(event) => { const hours = event.currentTarget.value; setLabour((rows) => rows.map((item, i) => (i === index ? { ...item, hours } : item))); }} />
              <Button size="xs" variant="ghost" onClick={() => setLabour((rows) => rows.filter((_, i) => i !== index))}>
                {t('order.remove')}
              </Button>
            </HStack>
          ))}
          {editable && (
            <Button size="xs" variant="outline" alignSelf="flex-start" onClick={() => setLabour((rows) => [...rows, { user: '', hours: '' }])}>
              {t('order.addPerson')}
            </Button>
          )}
        </Stack>
      </Fieldset.Root>
      <PartsUsedEditor companyId={order.company_id} rows={parts} onChange={setParts} editable={editable} />
      {problem && <FormAlert title={t('order.failed')} message={problem} />}
      {editable && (
        <Button size="sm" colorPalette="brand" alignSelf="flex-start" loading={isLoading} onClick={() => void submit()}>
          {t('order.save')}
        </Button>
      )}
    </Stack>
  );
}
