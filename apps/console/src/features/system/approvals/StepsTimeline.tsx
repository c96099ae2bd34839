import { Text, Timeline } from '@chakra-ui/react';
import { timelineSlotRecipe } from '@chakra-ui/react/theme';
import type { ApprovalStepRecord } from '@om/api';
import { formatDateTime, useTranslation } from '@om/i18n';
import { UserName } from '../../../shared/resource';

const DECISION_COLOURS: Record<string, string> = { approved: 'green.solid', rejected: 'red.solid', pending: 'brand.solid', skipped: 'gray.solid' };

/** The approval chain: each step's approver, decision, comment and time, in order. */
export function StepsTimeline({ steps, current }: { steps: readonly ApprovalStepRecord[]; current: number }) {
  const { t } = useTranslation('system');
  return (
    <Timeline.Root recipe={timelineSlotRecipe} size="md" aria-label={t('resources.approvals.steps')}>
      {steps.map((step) => (
        <Timeline.Item key={step.step} aria-current={step.step === current && step.decision === 'pending' ? 'step' : undefined}>
          <Timeline.Connector>
            <Timeline.Separator />
            <Timeline.Indicator bg={DECISION_COLOURS[step.decision] ?? 'gray.solid'} />
          </Timeline.Connector>
          <Timeline.Content>
            <Timeline.Title>
              {t('resources.approvals.stepTitle', { step: step.step })} · <UserName id={step.approver_id} />
            </Timeline.Title>
            <Timeline.Description>
              {t(`resources.approvals.decisions.${step.decision}`)}
              {step.decided_at ? ` · ${formatDateTime(step.decided_at)}` : ''}
            </Timeline.Description>
            {step.comment && <Text fontSize="sm">“{step.comment}”</Text>}
          </Timeline.Content>
        </Timeline.Item>
      ))}
    </Timeline.Root>
  );
}
