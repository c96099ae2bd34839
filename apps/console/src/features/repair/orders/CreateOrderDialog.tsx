import { Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useCreateRepairOrderMutation, type EquipmentCondition, type FaultSeverity } from '@om/api';
import { useCanOperation } from '@om/auth';
import { useTranslation } from '@om/i18n';
import { ConfirmDialog, showSuccess } from '@om/ui';
import { detailHref, failureMessage, settled, useUserLookup } from '../../../shared/resource';
import { DevicePicker } from '../../device';
import { SEVERITIES } from '../labels';
import { repairOrdersMeta } from '../meta';
import { SelectField, TextField } from '../fields';

const isSeverity = (value: string): value is FaultSeverity => SEVERITIES.some((severity) => severity === value);
const isCondition = (value: string): value is EquipmentCondition => value === 'stopped' || value === 'running';

export interface OrderSeed {
  deviceId: number;
  title: string;
  severity: FaultSeverity;
  faultIds: number[];
}

/** A repair order by hand (choose the device) or from faults of the pool (device and faults given); assign at once if you may. */
export function CreateOrderDialog({ open, onClose, seed }: { open: boolean; onClose(): void; seed?: OrderSeed | undefined }) {
  const { t } = useTranslation(['repair', 'resource']);
  const navigate = useNavigate();
  const [create, { isLoading }] = useCreateRepairOrderMutation();
  const mayAssign = useCanOperation('createRepairOrder');
  const people = useUserLookup();
  const [deviceId, setDeviceId] = useState(seed ? String(seed.deviceId) : '');
  const [title, setTitle] = useState(seed?.title ?? '');
  const [description, setDescription] = useState('');
  const [severity, setSeverity] = useState<FaultSeverity>(seed?.severity ?? 'medium');
  const [condition, setCondition] = useState<EquipmentCondition>('running');
  const [assignee, setAssignee] = useState('0');
  const [errors, setErrors] = useState<{ device?: string; title?: string }>({});
  const [problem, setProblem] = useState<string>();

  const close = () => {
    setErrors({});
    setProblem(undefined);
    onClose();
  };

  const submit = async () => {
    const text = title.trim();
    const missing = { ...(deviceId ? {} : { device: t('resource:validation.required') }), ...(text ? {} : { title: t('resource:validation.required') }) };
    setErrors(missing);
    if (Object.keys(missing).length) return;
    const outcome = settled(
      await create({
        device_id: Number(deviceId),
        title: text,
        description: description.trim(),
        severity,
        equipment_condition: condition,
        ...(seed?.faultIds.length ? { fault_ids: seed.faultIds } : {}),
        ...(assignee !== '0' ? { assignee_id: Number(assignee) } : {}),
      }),
    );
    if (!outcome.ok) return setProblem(failureMessage(outcome.error, t('order.failed')));
    const { order } = outcome.data;
    const href = detailHref(repairOrdersMeta, order.id);
    showSuccess(t('order.created', { code: order.code }), order.title, undefined, href ? { label: t('order.open'), onClick: () => void navigate(href) } : undefined);
    close();
    if (href) void navigate(href);
  };

  return (
    <ConfirmDialog open={open} title={t('order.createTitle')} confirmLabel={t('resources.repairOrders.create')} busy={isLoading} error={problem} onCancel={close} onConfirm={() => void submit()}>
      <Stack gap="4">
        {!seed && (
          <DevicePicker value={deviceId} onChange={(value) => setDeviceId(typeof value === 'string' ? value : '')} error={errors.device} label={t('resources.repairOrders.fields.device_id')} mode="create" readOnly={false} values={{}} />
        )}
        <TextField label={t('resources.repairOrders.fields.title')} value={title} onChange={setTitle} error={errors.title} required />
        <TextField label={t('resources.repairOrders.fields.description')} value={description} onChange={setDescription} multiline />
        <SelectField label={t('resources.repairOrders.fields.severity')} value={severity} onChange={(value) => isSeverity(value) && setSeverity(value)}>
          {SEVERITIES.map((value) => (
            <option key={value} value={value}>
              {t(`severity.${value}`)}
            </option>
          ))}
        </SelectField>
        <SelectField label={t('resources.repairOrders.fields.equipment_condition')} value={condition} onChange={(value) => isCondition(value) && setCondition(value)}>
          <option value="running">{t('condition.running')}</option>
          <option value="stopped">{t('condition.stopped')}</option>
        </SelectField>
        {mayAssign && (
          <SelectField label={t('order.assignNow')} value={assignee} onChange={setAssignee}>
            <option value="0">{t('order.nobody')}</option>
            {people.options.map((person) => (
              <option key={person.value} value={person.value}>
                {person.label}
              </option>
            ))}
          </SelectField>
        )}
      </Stack>
    </ConfirmDialog>
  );
}
