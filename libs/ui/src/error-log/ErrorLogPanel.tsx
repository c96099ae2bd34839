import { Button, Stack, Text, chakra } from '@chakra-ui/react';
import { formatDateTime, useTranslation } from '@om/i18n';
import type { ErrorLogEntry } from './error-log-entry';
import { SidePanel } from '../shell/SidePanel';

export interface ErrorLogPanelProps {
  logs: readonly ErrorLogEntry[];
  onClear(): void;
  onClose(): void;
}

/** The collected UI errors, newest first: message, where (component stack), what, page and time. */
export function ErrorLogPanel({ logs, onClear, onClose }: ErrorLogPanelProps) {
  const { t } = useTranslation('shell');
  return (
    <SidePanel title={t('errorLog.title')} closeLabel={t('errorLog.close')} onClose={onClose} width="560px">
      <Stack gap="4">
        <Button
          size="sm"
          variant="outline"
          alignSelf="start"
          onClick={() => {
            onClear();
            onClose();
          }}
        >
          {t('errorLog.clear')}
        </Button>
        <Stack as="ol" gap="4" listStyle="none" margin="0" padding="0">
          {[...logs].reverse().map((entry) => (
            <Stack as="li" key={`${entry.time}-${entry.err.message}`} gap="1" paddingBottom="3" borderBottomWidth="1px" borderColor="border">
              <Text fontWeight="semibold" color="fg.error">
                {entry.err.message}
              </Text>
              <Text fontSize="xs" color="fg.muted">
                <time dateTime={new Date(entry.time).toISOString()}>{formatDateTime(entry.time)}</time> · {entry.info} · {entry.url}
              </Text>
              {entry.vm && (
                <chakra.pre fontSize="xs" whiteSpace="pre-wrap" maxHeight="40" overflowY="auto" bg="bg.muted" padding="2" borderRadius="sm" tabIndex={0}>
                  {entry.vm.trim()}
                </chakra.pre>
              )}
            </Stack>
          ))}
        </Stack>
      </Stack>
    </SidePanel>
  );
}
