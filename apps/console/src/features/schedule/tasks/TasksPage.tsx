import { ResourceListPage } from '../../../shared/resource';
import type { KindPageProps } from '../withKind';
import { taskResource } from './tasks.resource';

/** …Task: one kind's generated tasks (open ones first by due time; views for open, overdue, all). */
export function TasksPage({ kind }: KindPageProps) {
  return <ResourceListPage resource={taskResource(kind)} readOnly />;
}
