import { ResourceListPage } from '../../../shared/resource';
import { experience } from './experience.resource';

/** /files/experience: fault-handling experience (symptom, cause, action, parts), searchable in Chinese. */
export function ExperiencePage() {
  return <ResourceListPage resource={experience} />;
}
