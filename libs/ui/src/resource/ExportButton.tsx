import { Button, Spinner } from '@chakra-ui/react';
import { useTranslation } from '@om/i18n';
import { formatBytes } from './tone';

export interface ExportButtonProps {
  busy: boolean;
  /** Bytes received so far while busy. */
  bytes: number;
  onExport(): void;
}

/** "Export CSV"; while the server streams the file it shows a spinner and the size received. */
export function ExportButton({ busy, bytes, onExport }: ExportButtonProps) {
  const { t } = useTranslation('resource');
  return (
    <Button size="sm" variant="outline" onClick={onExport} disabled={busy} aria-busy={busy || undefined}>
      {busy ? (
        <>
          <Spinner size="xs" />
          <span role="status">{t('export.busy', { size: formatBytes(bytes) })}</span>
        </>
      ) : (
        t('export.button')
      )}
    </Button>
  );
}
