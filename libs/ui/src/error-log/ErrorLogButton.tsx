import { Box, IconButton } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '@om/i18n';
import type { ErrorLogEntry } from './error-log-entry';
import { ShellIcon } from '../shell/ShellIcon';

const ErrorLogPanel = lazy(() => import('./ErrorLogPanel').then((m) => ({ default: m.ErrorLogPanel })));

export interface ErrorLogButtonProps {
  logs: readonly ErrorLogEntry[];
  onClear(): void;
}

/** The top bar's "Error log" button with the number of entries; shown only when there are entries. */
export function ErrorLogButton({ logs, onClear }: ErrorLogButtonProps) {
  const { t } = useTranslation('shell');
  const [open, setOpen] = useState(false);
  if (logs.length === 0) return null;
  return (
    <>
      <IconButton
        variant="ghost"
        size="sm"
        color="fg.error"
        aria-label={t('errorLog.button', { count: logs.length })}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        position="relative"
      >
        <ShellIcon name="bug" size="18px" />
        <Box as="span" aria-hidden="true" position="absolute" top="0" insetInlineEnd="0" minWidth="16px" height="16px" paddingInline="1" borderRadius="full" bg="red.700" color="white" fontSize="10px" lineHeight="16px">
          {logs.length}
        </Box>
      </IconButton>
      {open && (
        <Suspense fallback={null}>
          <ErrorLogPanel logs={logs} onClear={onClear} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
