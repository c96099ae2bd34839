import { Button, HStack, List, Stack, Text } from '@chakra-ui/react';
import { listSlotRecipe } from '@chakra-ui/react/theme';
import { useState } from 'react';
import type { ScheduleKind, ScheduledPlan } from '@om/api';
import { useTranslation } from '@om/i18n';
import { Panel, showSuccess } from '@om/ui';
import { failureMessage } from '../../../shared/resource';
import { SelectField, TextField } from '../controls';
import { scheduleHooks } from '../hooks';

/** A plan's meter trigger: each device's next threshold, and a reading entered by hand. */
export function MeterPanel({ kind, plan, mayRecord }: { kind: ScheduleKind; plan: ScheduledPlan; mayRecord: boolean }) {
  const { t } = useTranslation(['schedule', 'resource']);
  const { recordMeterReading: useRecord } = scheduleHooks(kind);
  const [record, recording] = useRecord();
  const [deviceId, setDeviceId] = useState(String(plan.device_ids[0] ?? ''));
  const [value, setValue] = useState('');
  const [message, setMessage] = useState('');
  const nameOf = (id: number) => {
    const device = plan.devices.find((candidate) => candidate.id === id);
    return device ? `${device.code} ${device.name}` : String(id);
  };

  const submit = async () => {
    setMessage('');
    const reading = Number(value);
    if (value.trim() === '' || !Number.isFinite(reading) || reading < 0) return setMessage(t('resource:form.failed'));
    const result = await record({ id: plan.id, body: { device_id: Number(deviceId), value: reading } });
    if ('error' in result) return setMessage(failureMessage(result.error, t('resource:form.failed')));
    setValue('');
    showSuccess(t('plan.meterGenerated', { count: result.data.generated }));
  };

  return (
    <Panel title={`${t('plan.meter')} · ${plan.meter_sensor_key ?? ''}`}>
      <Stack gap="3">
        <List.Root recipe={listSlotRecipe} ps="5" aria-label={t('plan.meterNext')}>
          {plan.meter_next.map((threshold) => (
            <List.Item key={threshold.device_id}>
              {nameOf(threshold.device_id)}: {threshold.next}
            </List.Item>
          ))}
        </List.Root>
        {mayRecord && plan.status === 'active' && (
          <HStack align="end" wrap="wrap">
            <SelectField label={t('plan.meterDevice')} value={deviceId} onChange={setDeviceId} options={plan.device_ids.map((id) => ({ value: String(id), label: nameOf(id) }))} />
            <TextField label={t('plan.meterValue')} type="number" value={value} onChange={setValue} />
            <Button size="sm" onClick={() => void submit()} loading={recording.isLoading}>
              {t('plan.meterSubmit')}
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
