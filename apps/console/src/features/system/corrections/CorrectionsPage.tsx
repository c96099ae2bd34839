import { ResourceListPage } from '../../../shared/resource';
import { corrections } from './corrections.resource';

/** /system/correct: requests to change a confirmed record, each decided through an approval. */
export function CorrectionsPage() {
  return <ResourceListPage resource={corrections} />;
}
