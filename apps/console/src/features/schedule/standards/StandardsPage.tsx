import { ResourceListPage } from '../../../shared/resource';
import type { KindPageProps } from '../withKind';
import { standardResource } from './standards.resource';

/** …Standard: the checklists of one kind. A new standard starts with one item; the rest are edited on its page. */
export function StandardsPage({ kind }: KindPageProps) {
  return <ResourceListPage resource={standardResource(kind)} />;
}
