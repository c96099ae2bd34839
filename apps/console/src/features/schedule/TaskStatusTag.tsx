import { Badge } from '@chakra-ui/react';
import { badgeRecipe } from '@chakra-ui/react/theme';
import { useTranslation } from '@om/i18n';
import { taskStatusKey } from './labels';

const PALETTE: Record<string, string> = { created: 'gray', assigned: 'blue', accepted: 'blue', started: 'orange', completed: 'teal', checked: 'green', closed: 'gray' };

/** A task's status, and "overdue" beside it when it is open past its due time. */
export function TaskStatusTag({ status, overdue = false }: { status: string; overdue?: boolean }) {
  const { t } = useTranslation('schedule');
  return (
    <>
      <Badge recipe={badgeRecipe} colorPalette={PALETTE[status] ?? 'gray'}>
        {t(taskStatusKey(status))}
      </Badge>
      {overdue && (
        <Badge recipe={badgeRecipe} colorPalette="red" ms="1">
          {t('task.overdue')}
        </Badge>
      )}
    </>
  );
}
