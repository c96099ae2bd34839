import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { isApiFailure, isStaleVersion, useDecideApprovalMutation, useWithdrawApprovalMutation, type ApprovalRecord } from '@om/api';
import { useTranslation } from '@om/i18n';
import { ConfirmDialog, FieldControl, FormAlert, Panel, showSuccess } from '@om/ui';
import { failureMessage, settled } from '../../../shared/resource';

export interface DecisionPanelProps {
  approval: ApprovalRecord;
  /** It is my turn to decide. */
  mayDecide: boolean;
  /** My own pending request. */
  mayWithdraw: boolean;
  onReload(): void;
}

/** Approve or reject with a comment when it is my turn; withdraw my own pending request. */
export function DecisionPanel({ approval, mayDecide, mayWithdraw, onReload }: DecisionPanelProps) {
  const { t } = useTranslation(['system', 'resource']);
  const [decide, deciding] = useDecideApprovalMutation();
  const [withdraw, withdrawing] = useWithdrawApprovalMutation();
  const [comment, setComment] = useState('');
  const [problem, setProblem] = useState<string>();
  const [stale, setStale] = useState(false);
  const [askWithdraw, setAskWithdraw] = useState(false);

  const show = (error: unknown) => {
    if (isApiFailure(error) && isStaleVersion(error)) setStale(true);
    else setProblem(failureMessage(error, t('resource:form.failed')));
  };

  const send = async (decision: 'approved' | 'rejected') => {
    setProblem(undefined);
    setStale(false);
    const outcome = settled(await decide({ id: approval.id, body: { decision, comment: comment.trim(), version: approval.version } }));
    if (outcome.ok) {
      setComment('');
      showSuccess(t(decision === 'approved' ? 'resources.approvals.approvedDone' : 'resources.approvals.rejectedDone'));
    } else show(outcome.error);
  };

  const confirmWithdraw = async () => {
    const outcome = settled(await withdraw({ id: approval.id, body: { version: approval.version } }));
    setAskWithdraw(false);
    if (outcome.ok) showSuccess(t('resources.approvals.withdrawnDone'));
    else show(outcome.error);
  };

  if (!mayDecide && !mayWithdraw) return null;
  return (
    <Panel title={t(mayDecide ? 'resources.approvals.yourDecision' : 'resources.approvals.yourRequest')}>
      <Stack gap="3">
        {stale && (
          <Stack gap="2" align="start">
            <FormAlert title={t('resource:form.conflictTitle')} message={t('resources.approvals.staleText')} />
            <Button size="sm" onClick={() => { setStale(false); onReload(); }}>
              {t('resource:form.reload')}
            </Button>
          </Stack>
        )}
        {problem && <FormAlert title={t('resource:form.failed')} message={problem} />}
        {mayDecide && (
          <>
            <FieldControl spec={{ name: 'comment', label: t('resources.approvals.comment'), kind: 'textarea' }} value={comment} onChange={(value) => setComment(typeof value === 'string' ? value : '')} />
            <HStack gap="2">
              <Button colorPalette="green" loading={deciding.isLoading} onClick={() => void send('approved')}>
                {t('resources.approvals.approve')}
              </Button>
              <Button colorPalette="red" variant="outline" loading={deciding.isLoading} onClick={() => void send('rejected')}>
                {t('resources.approvals.reject')}
              </Button>
            </HStack>
          </>
        )}
        {mayWithdraw && (
          <HStack gap="3">
            <Text fontSize="sm" color="fg.muted">
              {t('resources.approvals.withdrawHelp')}
            </Text>
            <Button size="sm" variant="outline" onClick={() => setAskWithdraw(true)}>
              {t('resources.approvals.withdraw')}
            </Button>
          </HStack>
        )}
      </Stack>
      <ConfirmDialog
        open={askWithdraw}
        title={t('resources.approvals.withdrawTitle', { name: approval.subject })}
        confirmLabel={t('resources.approvals.withdraw')}
        busy={withdrawing.isLoading}
        onConfirm={() => void confirmWithdraw()}
        onCancel={() => setAskWithdraw(false)}
      >
        <Text>{t('resources.approvals.withdrawText')}</Text>
      </ConfirmDialog>
    </Panel>
  );
}
