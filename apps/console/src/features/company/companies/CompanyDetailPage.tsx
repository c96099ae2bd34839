import { ResourceDetailPage } from '../../../shared/resource';
import { companies } from './companies.resource';

/** /company/details/:id: one company, its subsidiaries, its users and its history. */
export function CompanyDetailPage() {
  return <ResourceDetailPage resource={companies} />;
}
