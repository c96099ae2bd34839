import { ResourceDetailPage } from '../../../shared/resource';
import { experience } from './experience.resource';

/** /files/expDetails/:id: one experience entry with its history. */
export function ExperienceDetailPage() {
  return <ResourceDetailPage resource={experience} />;
}
