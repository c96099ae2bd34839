import { Field, Input } from '@chakra-ui/react';
import { fieldSlotRecipe } from '@chakra-ui/react/theme';
import { useTranslation } from '@om/i18n';
import { useHolds, type CustomFieldProps } from '../../../shared/resource';
import { DevicePicker } from '../../device';

/**
 * The device a movement serves: the device picker for users who may read the ledger, otherwise its
 * number (a storekeeper without device rights; asking the ledger would lead to /401).
 */
export function DeviceField(props: CustomFieldProps) {
  const { t } = useTranslation('spare');
  const mayRead = useHolds(['deviceList']);
  if (mayRead) return <DevicePicker {...props} optional />;
  return (
    <Field.Root recipe={fieldSlotRecipe} invalid={Boolean(props.error)} disabled={props.readOnly}>
      <Field.Label>{props.label}</Field.Label>
      <Input size="sm" inputMode="numeric" pattern="[0-9]*" value={typeof props.value === 'string' && props.value !== '0' ? props.value : ''} onChange={(event) => props.onChange(event.currentTarget.value.replace(/\D/g, '') || '0')} />
      <Field.HelperText>{t('documents.deviceIdHelp')}</Field.HelperText>
      <Field.ErrorText>{props.error}</Field.ErrorText>
    </Field.Root>
  );
}
