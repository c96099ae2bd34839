import { Field, NativeSelect, Stack, Textarea } from '@chakra-ui/react';
import { fieldSlotRecipe, nativeSelectSlotRecipe, textareaRecipe } from '@chakra-ui/react/theme';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useCanOperation } from '@om/auth';
import { FAULT_REPORT_SEVERITY_VALUES, useReportDeviceFaultMutation, type DeviceRecord } from '@om/api';
import { useTranslation } from '@om/i18n';
import { ConfirmDialog, showSuccess } from '@om/ui';
import { detailHref, failureMessage, settled } from '../../../shared/resource';
import { faultPoolMeta } from '../../repair';
import { severityKey, type Severity } from '../labels';

const MAX_DESCRIPTION = 1000;

const isSeverity = (value: string): value is Severity => FAULT_REPORT_SEVERITY_VALUES.some((severity) => severity === value);

/**
 * One-click fault report: what is wrong and how bad. The server records it in the device's history
 * and alarms the station's staff; the toast says how many were told.
 */
export function FaultReportDialog({ device, open, onClose }: { device: DeviceRecord; open: boolean; onClose(): void }) {
  const { t } = useTranslation(['device', 'resource', 'repair']);
  const [report, { isLoading }] = useReportDeviceFaultMutation();
  const navigate = useNavigate();
  const mayViewPool = useCanOperation('getFault');
  const [description, setDescription] = useState('');
  const [severity, setSeverity] = useState<Severity>('medium');
  const [error, setError] = useState<string>();
  const [problem, setProblem] = useState<string>();

  const close = () => {
    setDescription('');
    setSeverity('medium');
    setError(undefined);
    setProblem(undefined);
    onClose();
  };

  const submit = async () => {
    const text = description.trim();
    if (!text) return setError(t('resource:validation.required'));
    if (text.length > MAX_DESCRIPTION) return setError(t('resource:validation.maxLength', { count: MAX_DESCRIPTION }));
    setProblem(undefined);
    const outcome = settled(await report({ id: device.id, body: { description: text, severity } }));
    if (!outcome.ok) {
      setProblem(failureMessage(outcome.error, t('fault.failed')));
      return;
    }
    // The report went into the hazard & fault pool: the toast opens it there.
    const poolHref = mayViewPool ? detailHref(faultPoolMeta, outcome.data.fault_id) : undefined;
    showSuccess(
      t('fault.sent'),
      t('fault.notified', { count: outcome.data.recipients, station: device.station_title }),
      undefined,
      poolHref ? { label: t('repair:report.open'), onClick: () => void navigate(poolHref) } : undefined,
    );
    close();
  };

  return (
    <ConfirmDialog
      open={open}
      title={t('fault.title', { name: `${device.code} ${device.name}` })}
      confirmLabel={t('fault.submit')}
      tone="danger"
      busy={isLoading}
      error={problem}
      onCancel={close}
      onConfirm={() => void submit()}
    >
      <Stack gap="4">
        <Field.Root recipe={fieldSlotRecipe} required invalid={Boolean(error)}>
          <Field.Label>
            {t('fault.description')}
            <Field.RequiredIndicator />
          </Field.Label>
          <Textarea
            recipe={textareaRecipe}
            rows={4}
            value={description}
            onChange={(event) => {
              setDescription(event.currentTarget.value);
              setError(undefined);
            }}
          />
          <Field.HelperText>{t('fault.descriptionHelp')}</Field.HelperText>
          <Field.ErrorText>{error}</Field.ErrorText>
        </Field.Root>
        <Field.Root recipe={fieldSlotRecipe}>
          <Field.Label>{t('fault.severity')}</Field.Label>
          <NativeSelect.Root recipe={nativeSelectSlotRecipe}>
            <NativeSelect.Field value={severity} onChange={(event) => isSeverity(event.currentTarget.value) && setSeverity(event.currentTarget.value)}>
              {FAULT_REPORT_SEVERITY_VALUES.map((value) => (
                <option key={value} value={value}>
                  {t(severityKey(value))}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      </Stack>
    </ConfirmDialog>
  );
}
