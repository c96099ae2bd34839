import { Field, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { fieldSlotRecipe, nativeSelectSlotRecipe } from '@chakra-ui/react/theme';
import { useState } from 'react';
import { DEVICE_STATUS_VALUES, useBulkChangeDevicesMutation, type DeviceBulkChange } from '@om/api';
import { useTranslation } from '@om/i18n';
import { ConfirmDialog, optionLabel, showSuccess } from '@om/ui';
import { failureMessage, settled } from '../../../shared/resource';
import { isDeviceStatus, statusKey } from '../labels';
import { useStationOptions } from '../lookups';

function StationSelect({ value, onChange, label, unchanged }: { value: string; onChange(value: string): void; label: string; unchanged: string }) {
  const options = useStationOptions();
  return (
    <Field.Root recipe={fieldSlotRecipe}>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root recipe={nativeSelectSlotRecipe}>
        <NativeSelect.Field value={value} onChange={(event) => onChange(event.currentTarget.value)}>
          <option value="">{unchanged}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {optionLabel(option)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

/** Sets the status and/or the station of the selected devices in one request (each row audited). */
export function BulkChangeDialog({ ids, onClose }: { ids: readonly number[]; onClose(): void }) {
  const { t } = useTranslation(['device', 'resource']);
  const [change, { isLoading }] = useBulkChangeDevicesMutation();
  const [status, setStatus] = useState('');
  const [station, setStation] = useState('');
  const [problem, setProblem] = useState<string>();
  const open = ids.length > 0;

  const close = () => {
    setStatus('');
    setStation('');
    setProblem(undefined);
    onClose();
  };

  const submit = async () => {
    if (!status && !station) {
      setProblem(t('bulk.nothing'));
      return;
    }
    const body: DeviceBulkChange = { ids: [...ids] };
    if (isDeviceStatus(status)) body.status = status;
    if (station) body.station_id = Number(station);
    const outcome = settled(await change(body));
    if (!outcome.ok) {
      setProblem(failureMessage(outcome.error, t('bulk.failed')));
      return;
    }
    showSuccess(t('bulk.done', { count: outcome.data?.updated ?? ids.length }));
    close();
  };

  return (
    <ConfirmDialog
      open={open}
      title={t('bulk.title', { count: ids.length })}
      confirmLabel={t('bulk.apply')}
      busy={isLoading}
      error={problem}
      onCancel={close}
      onConfirm={() => void submit()}
    >
      <Stack gap="4">
        <Text>{t('bulk.text')}</Text>
        <Field.Root recipe={fieldSlotRecipe}>
          <Field.Label>{t('resources.devices.fields.status')}</Field.Label>
          <NativeSelect.Root recipe={nativeSelectSlotRecipe}>
            <NativeSelect.Field value={status} onChange={(event) => setStatus(event.currentTarget.value)}>
              <option value="">{t('bulk.unchanged')}</option>
              {DEVICE_STATUS_VALUES.map((value) => (
                <option key={value} value={value}>
                  {t(statusKey(value))}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        {open && <StationSelect value={station} onChange={setStation} label={t('resources.devices.fields.station_id')} unchanged={t('bulk.unchanged')} />}
      </Stack>
    </ConfirmDialog>
  );
}
