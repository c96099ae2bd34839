import { Checkbox, Field, Stack, Text, Textarea } from '@chakra-ui/react';
import { checkboxSlotRecipe, fieldSlotRecipe } from '@chakra-ui/react/theme';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '@om/i18n';
import { ConfirmDialog } from '@om/ui';
import { useUserLookup } from '../../shared/resource';

export interface StepInput {
  reason: string;
  approverIds: number[];
}

/** The people the caller may name as approvers (the server refuses those who may not approve). */
function ApproverChoice({ chosen, onChange }: { chosen: number[]; onChange(ids: number[]): void }) {
  const { t } = useTranslation('purchasing');
  const { options } = useUserLookup();
  return (
    <Stack gap="1" role="group" aria-label={t('steps.approvers')}>
      <Text fontWeight="medium">{t('steps.approvers')}</Text>
      <Text color="fg.muted" fontSize="sm">
        {t('steps.approversHelp')}
      </Text>
      {options.map((option) => {
        const id = Number(option.value);
        return (
          <Checkbox.Root
            key={option.value}
            recipe={checkboxSlotRecipe}
            size="sm"
            checked={chosen.includes(id)}
            onCheckedChange={(details) => onChange(details.checked === true ? [...chosen, id] : chosen.filter((one) => one !== id))}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{option.label}</Checkbox.Label>
          </Checkbox.Root>
        );
      })}
    </Stack>
  );
}

/**
 * Confirms one transition: an optional or required reason (the "why" recorded with it) and, for a
 * submission, the approvers in order. A failure stays in the dialog.
 */
export function StepDialog({
  open, title, confirmLabel, text, reason, approvers = false, danger = false, busy, error, onCancel, onConfirm, children,
}: {
  open: boolean;
  title: string;
  confirmLabel: string;
  text?: string;
  reason: 'none' | 'optional' | 'required';
  approvers?: boolean;
  danger?: boolean;
  busy: boolean;
  error?: string;
  onCancel(): void;
  onConfirm(input: StepInput): void;
  children?: ReactNode;
}) {
  const { t } = useTranslation('purchasing');
  const [why, setWhy] = useState('');
  const [approverIds, setApproverIds] = useState<number[]>([]);
  const [missing, setMissing] = useState<string>();
  const confirm = () => {
    if (reason === 'required' && !why.trim()) return setMissing(t('steps.reasonRequired'));
    if (approvers && approverIds.length === 0) return setMissing(t('steps.approverRequired'));
    setMissing(undefined);
    onConfirm({ reason: why.trim(), approverIds });
  };
  return (
    <ConfirmDialog open={open} title={title} confirmLabel={confirmLabel} tone={danger ? 'danger' : undefined} busy={busy} error={missing ?? error} onCancel={onCancel} onConfirm={confirm}>
      {text && <Text>{text}</Text>}
      {children}
      {approvers && <ApproverChoice chosen={approverIds} onChange={setApproverIds} />}
      {reason !== 'none' && (
        <Field.Root recipe={fieldSlotRecipe} required={reason === 'required'}>
          <Field.Label>
            {t('steps.reason')}
            <Field.RequiredIndicator />
          </Field.Label>
          <Textarea value={why} maxLength={200} onChange={(event) => setWhy(event.currentTarget.value)} />
        </Field.Root>
      )}
    </ConfirmDialog>
  );
}
