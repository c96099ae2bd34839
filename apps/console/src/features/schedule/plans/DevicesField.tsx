import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useGetDeviceQuery } from '@om/api';
import { useTranslation } from '@om/i18n';
import type { CustomFieldProps } from '../../../shared/resource';
import { DevicePicker } from '../../device';

function ChosenDevice({ id, position, onRemove, readOnly }: { id: string; position: number; onRemove(): void; readOnly: boolean }) {
  const { t } = useTranslation('schedule');
  const { data } = useGetDeviceQuery(Number(id));
  const name = data ? `${data.code} ${data.name}` : `#${id}`;
  return (
    <HStack justify="space-between">
      <Text>
        {position}. {name}
      </Text>
      {!readOnly && (
        <Button size="xs" variant="outline" onClick={onRemove}>
          {t('plan.removeDevice', { name })}
        </Button>
      )}
    </HStack>
  );
}

/** The plan's devices in route order: pick one at a time (the ledger may hold 100,000). */
export function DevicesField(props: CustomFieldProps) {
  const { t } = useTranslation('schedule');
  const chosen = Array.isArray(props.value) ? props.value.map(String) : [];
  const add = (value: unknown) => {
    if (typeof value === 'string' && value !== '' && !chosen.includes(value)) props.onChange([...chosen, value]);
  };
  return (
    <Stack gap="2">
      <DevicePicker {...props} value="" onChange={add} label={props.label} error={props.error} />
      <Stack gap="1" aria-label={t('plan.chosenDevices')} role="list">
        {chosen.map((id, index) => (
          <div role="listitem" key={id}>
            <ChosenDevice id={id} position={index + 1} readOnly={props.readOnly} onRemove={() => props.onChange(chosen.filter((other) => other !== id))} />
          </div>
        ))}
      </Stack>
    </Stack>
  );
}
