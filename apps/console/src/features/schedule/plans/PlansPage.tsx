import { ResourceListPage } from '../../../shared/resource';
import type { KindPageProps } from '../withKind';
import { ComplianceSummary } from './ComplianceSummary';
import { planResource } from './plans.resource';

/** …Plan: one kind's plans (the scheduler generates their tasks when they fall due) and the kind's PM compliance. */
export function PlansPage({ kind }: KindPageProps) {
  return <ResourceListPage resource={planResource(kind)} summary={() => <ComplianceSummary kind={kind} />} />;
}
