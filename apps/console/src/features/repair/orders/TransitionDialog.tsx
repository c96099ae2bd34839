import { Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { useTransitionRepairOrderMutation, type RepairOrderRecord, type WorkOrderAction } from '@om/api';
import { useTranslation } from '@om/i18n';
import { ConfirmDialog, showSuccess } from '@om/ui';
import { failureMessage, settled, useUserLookup } from '../../../shared/resource';
import { SelectField, TextField } from '../fields';

const NEEDS_REASON: readonly WorkOrderAction[] = ['return', 'close'];

/** One lifecycle step: assign asks for the assignee, return and close for the reason; the rest just confirm. */
export function TransitionDialog({ order, action, onClose }: { order: RepairOrderRecord; action: WorkOrderAction; onClose(): void }) {
  const { t } = useTranslation(['repair', 'resource']);
  const [move, { isLoading }] = useTransitionRepairOrderMutation();
  const people = useUserLookup();
  const [reason, setReason] = useState('');
  const [assignee, setAssignee] = useState(order.assignee_id ? String(order.assignee_id) : '');
  const [error, setError] = useState<string>();
  const [problem, setProblem] = useState<string>();
  const needsReason = NEEDS_REASON.includes(action);

  const submit = async () => {
    if (needsReason && !reason.trim()) return setError(t('order.reasonRequired'));
    if (action === 'assign' && !assignee) return setError(t('resource:validation.required'));
    const outcome = settled(
      await move({
        id: order.id,
        body: { action, version: order.version, ...(reason.trim() ? { reason: reason.trim() } : {}), ...(action === 'assign' ? { assignee_id: Number(assignee) } : {}) },
      }),
    );
    if (!outcome.ok) return setProblem(failureMessage(outcome.error, t('order.failed')));
    showSuccess(t('order.moved', { code: order.code, state: t(`state.${outcome.data.order.state}`) }), outcome.data.order.assignee_name || undefined);
    onClose();
  };

  return (
    <ConfirmDialog
      open
      title={t('order.transitionTitle', { action: t(`action.${action}`), code: order.code })}
      confirmLabel={t(`action.${action}`)}
      tone={action === 'close' ? 'danger' : undefined}
      busy={isLoading}
      error={problem}
      onCancel={onClose}
      onConfirm={() => void submit()}
    >
      <Stack gap="4">
        {action === 'assign' && (
          <SelectField label={t('order.assignTo')} value={assignee} onChange={setAssignee} error={error} required>
            <option value="">{t('resource:form.choose')}</option>
            {people.options.map((person) => (
              <option key={person.value} value={person.value}>
                {person.label}
              </option>
            ))}
          </SelectField>
        )}
        {action !== 'assign' && <TextField label={t('fault.reason')} value={reason} onChange={setReason} error={needsReason ? error : undefined} required={needsReason} multiline />}
      </Stack>
    </ConfirmDialog>
  );
}
