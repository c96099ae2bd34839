import { ResourceListPage } from '../../../shared/resource';
import { companies } from './companies.resource';

/** /company/list: companies and their subsidiaries (indented under their parent). */
export function CompaniesPage() {
  return <ResourceListPage resource={companies} />;
}
