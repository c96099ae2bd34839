import { ResourceListPage } from '../../../shared/resource';
import { parts } from './parts.resource';

/** /spare/spareList: the parts with their on-hand stock; New, Edit (limits per warehouse), Delete, CSV export and import. */
export function PartsPage() {
  return <ResourceListPage resource={parts} />;
}
