import { Alert, Box, Button, Stack } from '@chakra-ui/react';
import { alertSlotRecipe } from '@chakra-ui/react/theme';
import { useTranslation } from '@om/i18n';

export interface ConflictNoticeProps {
  onReload(): void;
  reloading?: boolean;
}

/** A save answered 409: someone else changed the row since it was read. */
export function ConflictNotice({ onReload, reloading }: ConflictNoticeProps) {
  const { t } = useTranslation('resource');
  return (
    <Alert.Root recipe={alertSlotRecipe} status="warning" role="alert">
      <Alert.Indicator />
      <Stack gap="2" flex="1">
        <Alert.Title>{t('form.conflictTitle')}</Alert.Title>
        <Alert.Description>{t('form.conflictText')}</Alert.Description>
        <Box>
          <Button size="sm" onClick={onReload} loading={reloading}>
            {t('form.reload')}
          </Button>
        </Box>
      </Stack>
    </Alert.Root>
  );
}
