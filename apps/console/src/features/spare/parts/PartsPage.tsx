import { useNavigate } from 'react-router';
import { useTranslation } from '@om/i18n';
import type { BulkAction } from '@om/ui';
import { printPath } from '../../../shared/print/registry';
import { ResourceListPage } from '../../../shared/resource';
import { MAX_SPARE_LABELS } from '../labels';
import { parts } from './parts.resource';

/** /spare/spareList: the parts with their on-hand stock; New, Edit (limits per warehouse), Delete, CSV export and import, QR labels of the selected parts. */
export function PartsPage() {
  const { t } = useTranslation('spare');
  const navigate = useNavigate();
  const bulkActions: BulkAction[] = [{ key: 'print-labels', label: t('labels.printParts'), run: (ids: number[]) => void navigate(printPath('spare-part-qr', ids.slice(0, MAX_SPARE_LABELS))) }];
  return <ResourceListPage resource={parts} bulkActions={bulkActions} />;
}
