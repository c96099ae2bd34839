import { ResourceListPage } from '../../../shared/resource';
import { learning } from './learning.resource';

/** /files/learning: training material with each reader's own read / completed state. */
export function LearningPage() {
  return <ResourceListPage resource={learning} />;
}
