import { ResourceListPage } from '../../../shared/resource';
import { approvals } from './approvals.resource';

/** /system/approve: requests to decide ("To do"), my own requests ("Mine") and all of them. */
export function ApprovalsPage() {
  return <ResourceListPage resource={approvals} />;
}
