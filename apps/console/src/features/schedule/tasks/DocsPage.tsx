import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from '@om/i18n';
import type { BulkAction } from '@om/ui';
import { printPath } from '../../../shared/print/registry';
import { ResourceListPage } from '../../../shared/resource';
import { MAX_PRINTED_TASKS, taskPrintType } from '../print';
import type { KindPageProps } from '../withKind';
import { taskResource } from './tasks.resource';

/**
 * …Doc: the records of completed (and checked) tasks, newest first, searchable and exportable; the
 * selected records print one page per task (`/print/<kind>-task/{ids}`), as does a task's page.
 */
export function DocsPage({ kind }: KindPageProps) {
  const { t } = useTranslation('schedule');
  const navigate = useNavigate();
  const location = useLocation();
  const bulkActions: BulkAction[] = [
    {
      key: 'print-records',
      label: t('print.selected'),
      run: (ids: number[]) => void navigate(printPath(taskPrintType(kind), ids.slice(0, MAX_PRINTED_TASKS), `${location.pathname}${location.search}`)),
    },
  ];
  return <ResourceListPage resource={taskResource(kind, true)} readOnly bulkActions={bulkActions} />;
}
