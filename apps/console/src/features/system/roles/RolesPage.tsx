import { ResourceListPage } from '../../../shared/resource';
import { roles } from './roles.resource';

/** /system/group: roles and the permissions each holds. */
export function RolesPage() {
  return <ResourceListPage resource={roles} />;
}
