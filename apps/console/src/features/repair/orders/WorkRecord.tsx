import { Button, Fieldset, HStack, Input, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { nativeSelectSlotRecipe } from '@chakra-ui/react/theme';
import { useState } from 'react';
import { useUpdateRepairOrderMutation, type RepairOrderRecord } from '@om/api';
import { useTranslation } from '@om/i18n';
import { FormAlert, showSuccess } from '@om/ui';
import { failureMessage, settled, useUserLookup } from '../../../shared/resource';
import { fromLocalInput, TextField, toLocalInput } from '../fields';

interface LabourRow {
  user: string;
  hours: string;
}
interface PartRow {
  name: string;
  quantity: string;
  unit: string;
}

/**
 * The work record of an open order: cause, action taken, downtime, labour (people, hours) and parts
 * used. Parts are kept on the order (`parts_used`); the stock-out follows once the spare-parts module
 * is connected.
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
  const [parts, setParts] = useState<PartRow[]>(order.parts_used.map((part) => ({ name: part.name, quantity: String(part.quantity), unit: part.unit ?? '' })));
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
          parts_used: parts.filter((row) => row.name.trim()).map((row) => ({ name: row.name.trim(), quantity: Number(row.quantity) || 1, unit: row.unit.trim() })),
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
      <Fieldset.Root>
        <Fieldset.Legend>{t('resources.repairOrders.fields.parts_used')}</Fieldset.Legend>
        <Stack gap="2">
          {parts.map((row, index) => (
            <HStack key={index} gap="2">
              <Input size="sm" maxWidth="xs" aria-label={`${t('order.partName')} ${index + 1}`} value={row.name} onChange={(event) => { const name = event.currentTarget.value; setParts((rows) => rows.map((item, i) => (i === index ? { ...item, name } : item))); }} />
              <Input size="sm" type="number" min={0} maxWidth="24" aria-label={`${t('order.quantity')} ${index + 1}`} value={row.quantity} onChange={(event) => { const quantity = event.currentTarget.value; setParts((rows) => rows.map((item, i) => (i === index ? { ...item, quantity } : item))); }} />
              <Input size="sm" maxWidth="20" aria-label={`${t('order.unit')} ${index + 1}`} value={row.unit} onChange={(event) => { const unit = event.currentTarget.value; setParts((rows) => rows.map((item, i) => (i === index ? { ...item, unit } : item))); }} />
              <Button size="xs" variant="ghost" onClick={() => setParts((rows) => rows.filter((_, i) => i !== index))}>
                {t('order.remove')}
              </Button>
            </HStack>
          ))}
          {editable && (
            <Button size="xs" variant="outline" alignSelf="flex-start" onClick={() => setParts((rows) => [...rows, { name: '', quantity: '1', unit: '' }])}>
              {t('order.addPart')}
            </Button>
          )}
          <Text fontSize="sm" color="fg.muted">
            {t('order.partsHint')}
          </Text>
        </Stack>
      </Fieldset.Root>
      {problem && <FormAlert title={t('order.failed')} message={problem} />}
      {editable && (
        <Button size="sm" colorPalette="brand" alignSelf="flex-start" loading={isLoading} onClick={() => void submit()}>
          {t('order.save')}
        </Button>
      )}
    </Stack>
  );
}
