import { ResourceListPage } from '../../../shared/resource';
import type { KindPageProps } from '../withKind';
import { planResource } from './plans.resource';

/** …Plan: one kind's plans; the scheduler generates their tasks when they fall due. */
export function PlansPage({ kind }: KindPageProps) {
  return <ResourceListPage resource={planResource(kind)} />;
}
