import { Button, Stack, Text } from '@chakra-ui/react';
import { useSelector } from 'react-redux';
import { Link, useSearchParams } from 'react-router';
import { isApiFailure, useGetApprovalQuery } from '@om/api';
import { selectProfile, type SessionRootState } from '@om/auth';
import { formatDateTime, useTranslation } from '@om/i18n';
import { DetailView, PageLoading, Tag, type DetailTab } from '@om/ui';
import { HistoryPanel, UserName, useHolds, useRouteId } from '../../../shared/resource';
import { approvalsMeta } from '../meta';
import { kindKey, statusKey } from './approvals.resource';
import { useApprovalText } from './approvalText';
import { DecisionPanel } from './DecisionPanel';
import { StepsTimeline } from './StepsTimeline';

/** /system/process/:id: one request, its chain of steps as a timeline, and my decision or withdrawal. */
export function ApprovalPage() {
  const { t } = useTranslation(['system', 'resource', 'common']);
  const id = useRouteId();
  const me = useSelector((state: SessionRootState) => selectProfile(state));
  const mayReadHistory = useHolds(['companyLogList']);
  const [params, setParams] = useSearchParams();
  const { data: approval, isLoading, error, refetch } = useGetApprovalQuery(id);
  const said = useApprovalText();

  if (isLoading) return <PageLoading label={t('common:loading')} />;
  if (!approval) {
    return (
      <Stack align="start" gap="3">
        <Text role="alert">{isApiFailure(error) ? error.message : t('resource:detail.notFound')}</Text>
        <Button asChild size="sm" variant="outline">
          <Link to={approvalsMeta.routes.list}>{t('resource:detail.back')}</Link>
        </Button>
      </Stack>
    );
  }

  const pending = approval.status === 'pending';
  const mayDecide = pending && me !== null && approval.current_approver_id === me.id;
  const mayWithdraw = pending && me !== null && approval.applicant_id === me.id;
  const field = (name: string) => t(`resources.approvals.fields.${name}`, { defaultValue: name });
  const tabs: DetailTab[] = [
    { key: 'steps', label: t('resources.approvals.steps'), content: <StepsTimeline steps={approval.steps} current={approval.current_step} /> },
  ];
  if (mayReadHistory) {
    tabs.push({ key: 'history', label: t('resource:detail.history'), content: <HistoryPanel entity="approval" entityId={approval.id} labelOf={field} /> });
  }

  return (
    <Stack gap="5">
      <DetailView
        title={said.subject(approval)}
        lead={
          <Button asChild size="xs" variant="ghost" alignSelf="flex-start">
            <Link to={approvalsMeta.routes.list}>← {t('resource:detail.back')}</Link>
          </Button>
        }
        actions={<Tag tone={pending ? 'brand' : 'neutral'}>{t(statusKey(approval.status))}</Tag>}
        sections={[
          {
            title: t('resources.approvals.request'),
            rows: [
              { label: field('kind'), value: t(kindKey(approval.kind)) },
              { label: field('applicant_id'), value: <UserName id={approval.applicant_id} /> },
              { label: field('status'), value: t(statusKey(approval.status)) },
              { label: field('current_approver_id'), value: approval.current_approver_id ? <UserName id={approval.current_approver_id} /> : '' },
              { label: field('created_at'), value: formatDateTime(approval.created_at) },
              { label: field('decided_at'), value: formatDateTime(approval.decided_at) },
            ],
          },
          ...(Object.keys(approval.payload).length > 0 ? [{ title: field('payload'), rows: said.payloadRows(approval) }] : []),
        ]}
        tabs={tabs}
        activeTab={tabs.some((tab) => tab.key === params.get('tab')) ? (params.get('tab') ?? undefined) : 'steps'}
        onTabChange={(key) => setParams({ tab: key }, { replace: true })}
      />
      <DecisionPanel approval={approval} mayDecide={mayDecide} mayWithdraw={mayWithdraw} onReload={() => void refetch()} />
    </Stack>
  );
}
