import { Button, HStack, Stack, Tabs } from '@chakra-ui/react';
import { tabsSlotRecipe } from '@chakra-ui/react/theme';
import { useState } from 'react';
import { useGetLearningItemQuery, useListLearningReadersQuery, useRecordLearningProgressMutation, type LearningReadersQuery, type StoredFile } from '@om/api';
import { formatDateTime, useTranslation } from '@om/i18n';
import { DataTable, Panel, showSuccess } from '@om/ui';
import { failureMessage, ResourceDetailPage, settled, useDepartmentLookup, useRouteId } from '../../../shared/resource';
import { FileActions } from '../shared/FileActions';
import { FilePreviewDialog } from '../shared/FilePreviewDialog';
import { learning } from './learning.resource';

type ReaderState = NonNullable<LearningReadersQuery['state']>;
const STATES: readonly ReaderState[] = ['unread', 'incomplete', 'done'];

/** Who of the company has not read (or not completed, or has completed) the item. */
function Readers({ id }: { id: number }) {
  const { t } = useTranslation('files');
  const [state, setState] = useState<ReaderState>('unread');
  const { data, isFetching } = useListLearningReadersQuery({ id, state });
  const departments = useDepartmentLookup();
  const caption = t(`readers.${state}`);
  return (
    <Panel title={t('readers.title')}>
      <Tabs.Root recipe={tabsSlotRecipe} value={state} onValueChange={(details) => setState(STATES.find((value) => value === details.value) ?? 'unread')}>
        <Tabs.List>
          {STATES.map((value) => (
            <Tabs.Trigger key={value} value={value}>
              {t(`readers.${value}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
      </Tabs.Root>
      <DataTable
        caption={caption}
        loading={isFetching}
        rows={data?.items ?? []}
        rowId={(row) => row.user_id}
        rowLabel={(row) => row.name || row.username}
        emptyText={t('readers.none')}
        columns={[
          { key: 'name', header: t('readers.columns.name'), cell: (row) => `${row.name} (${row.username})` },
          { key: 'department', header: t('readers.columns.department'), cell: (row) => (row.department_id ? departments.name(row.department_id) : '') },
          { key: 'read_at', header: t('readers.columns.readAt'), cell: (row) => formatDateTime(row.read_at) },
          { key: 'completed_at', header: t('readers.columns.completedAt'), cell: (row) => formatDateTime(row.completed_at) },
        ]}
      />
    </Panel>
  );
}

/** /files/learnDetails/:id: the material (preview, download), marking it read or completed, and who has not read it. */
export function LearningDetailPage() {
  const { t } = useTranslation('files');
  const id = useRouteId();
  const { data: item } = useGetLearningItemQuery(id);
  const [record, { isLoading }] = useRecordLearningProgressMutation();
  const [preview, setPreview] = useState<StoredFile>();
  const [problem, setProblem] = useState<string>();

  const mark = async (state: 'read' | 'completed') => {
    if (!item) return;
    setProblem(undefined);
    const outcome = settled(await record({ id: item.id, body: { state } }));
    if (!outcome.ok) return setProblem(failureMessage(outcome.error, t('learningState.failed')));
    showSuccess(t(state === 'read' ? 'learningState.markedRead' : 'learningState.markedCompleted', { title: item.title }));
  };

  return (
    <Stack gap="5">
      <ResourceDetailPage
        resource={learning}
        actions={(row) => (
          <HStack gap="2" wrap="wrap">
            <FileActions file={row.file} label={row.title} onPreview={setPreview} />
            <Button size="sm" variant="outline" disabled={Boolean(row.my_read_at)} loading={isLoading} onClick={() => void mark('read')}>
              {t('learningState.markRead')}
            </Button>
            <Button size="sm" colorPalette="brand" disabled={Boolean(row.my_completed_at)} loading={isLoading} onClick={() => void mark('completed')}>
              {t('learningState.markCompleted')}
            </Button>
          </HStack>
        )}
      />
      {problem && (
        <Panel title={t('learningState.failed')}>
          <span role="alert">{problem}</span>
        </Panel>
      )}
      {item && <Readers id={item.id} />}
      <FilePreviewDialog file={preview} onClose={() => setPreview(undefined)} />
    </Stack>
  );
}
