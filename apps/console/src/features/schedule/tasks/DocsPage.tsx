import { ResourceListPage } from '../../../shared/resource';
import type { KindPageProps } from '../withKind';
import { taskResource } from './tasks.resource';

/**
 * …Doc: the records of completed (and checked) tasks, newest first, searchable; each opens the task's
 * page with its results and transitions, which prints as one page.
 */
export function DocsPage({ kind }: KindPageProps) {
  return <ResourceListPage resource={taskResource(kind, true)} readOnly />;
}
