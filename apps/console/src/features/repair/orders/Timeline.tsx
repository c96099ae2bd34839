import { List, Text } from '@chakra-ui/react';
import type { WorkOrderTransition } from '@om/api';
import { formatDateTime, useTranslation } from '@om/i18n';

/** The order's transitions as sentences, oldest first: who did what, when, and why. */
export function Timeline({ steps }: { steps: readonly WorkOrderTransition[] }) {
  const { t } = useTranslation('repair');
  return (
    <List.Root as="ol" gap="2" ps="5" aria-label={t('timeline.title')}>
      {steps.map((step) => (
        <List.Item key={step.id}>
          <Text as="span" color="fg.muted" me="2">
            {formatDateTime(step.at)}
          </Text>
          {t(`timeline.${step.action}`, { actor: step.actor_name || t('timeline.system'), assignee: step.assignee_name })}
          {step.reason && (
            <Text as="span" color="fg.muted">
              {' — '}
              {t('timeline.reason', { reason: step.reason })}
            </Text>
          )}
        </List.Item>
      ))}
    </List.Root>
  );
}
