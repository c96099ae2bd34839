import { Button, Group, Spinner } from '@chakra-ui/react';
import { useTranslation } from '@om/i18n';
import { formatBytes } from './tone';

export type ExportFormat = 'csv' | 'xlsx';

export interface ExportButtonProps {
  busy: boolean;
  /** Bytes received so far while busy. */
  bytes: number;
  onExport(format: ExportFormat): void;
}

/**
 * "Export CSV" and "Export Excel"; while the server streams the file the buttons are disabled and
 * a spinner shows the size received.
 */
export function ExportButton({ busy, bytes, onExport }: ExportButtonProps) {
  const { t } = useTranslation('resource');
  if (busy) {
    return (
      <Button size="sm" variant="outline" disabled aria-busy>
        <Spinner size="xs" />
        <span role="status">{t('export.busy', { size: formatBytes(bytes) })}</span>
      </Button>
    );
  }
  return (
    <Group attached>
      <Button size="sm" variant="outline" onClick={() => onExport('csv')}>
        {t('export.button')}
      </Button>
      <Button size="sm" variant="outline" onClick={() => onExport('xlsx')}>
        {t('export.xlsx')}
      </Button>
    </Group>
  );
}
