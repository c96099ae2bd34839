import {
  useCreateLearningItemMutation, useDeleteLearningItemMutation, useGetLearningItemQuery, useListLearningItemsQuery, useUpdateLearningItemMutation,
  type LearningItemCreate, type LearningItemRecord, type LearningItemUpdate, type LearningKind, type LearningListQuery,
} from '@om/api';
import type { TFunction } from '@om/i18n';
import { ColorTag } from '@om/ui';
import { defineResource, filtersFor, UserName } from '../../../shared/resource';
import { learningMeta } from '../meta';
import { fileField } from '../shared/FileUploadField';

const f = filtersFor<LearningListQuery>();
const KINDS: readonly LearningKind[] = ['document', 'video'];

/** The caller's own state of an item: completed, read, or not yet read (red when required). */
export function MyState({ row, t }: { row: LearningItemRecord; t: TFunction }) {
  if (row.my_completed_at) return <ColorTag color="green">{t('files:learningState.completed')}</ColorTag>;
  if (row.my_read_at) return <ColorTag color="blue">{t('files:learningState.read')}</ColorTag>;
  return <ColorTag color={row.required ? 'red' : 'gray'}>{t('files:learningState.unread')}</ColorTag>;
}

export const learning = defineResource<LearningItemRecord, LearningListQuery, LearningItemCreate, LearningItemUpdate>({
  meta: learningMeta,
  rowLabel: (item) => item.title,
  list: {
    useList: useListLearningItemsQuery,
    fixed: {},
    scoped: true,
    sorts: ['-updated_at', '+updated_at', '+title', '-title', '+created_at', '-created_at', '+id', '-id'],
    defaultSort: '-updated_at',
    columns: [
      { key: 'title', sortable: true, hideable: false },
      { key: 'kind', cell: (row, { t }) => t(`files:learningKind.${row.kind}`) },
      { key: 'required', cell: (row, { t }) => (row.required ? t('files:required.yes') : t('files:required.no')) },
      { key: 'my_state', cell: (row, { t }) => <MyState row={row} t={t} /> },
      { key: 'read_count' },
      { key: 'completed_count' },
      { key: 'updated_at', sortable: true, cell: (row, { dateTime }) => dateTime(row.updated_at) },
    ],
    filters: [
      f.search('resources.learning.keyword'),
      f.choice('kind', KINDS, 'resources.learning.fields.kind', (kind) => `learningKind.${kind}`),
    ],
  },
  useGet: useGetLearningItemQuery,
  create: { useMutation: useCreateLearningItemMutation, initial: { title: '', kind: 'document', file_id: 0 } },
  update: { useMutation: useUpdateLearningItemMutation, initial: (item) => ({ version: item.version }) },
  remove: { useMutation: useDeleteLearningItemMutation },
  fields: [
    fileField('file_id', 'learning'),
    { name: 'title', kind: 'text', rules: { required: true, maxLength: 200 } },
    { name: 'kind', kind: 'select', only: 'create', initial: 'document', options: KINDS.map((value) => ({ value, label: `learningKind.${value}` })) },
    { name: 'required', kind: 'switch' },
    { name: 'description', kind: 'textarea', rules: { maxLength: 2000 } },
  ],
  detail: {
    sections: [
      {
        title: 'resources.learning.material',
        fields: [
          { key: 'kind', value: (row, { t }) => t(`files:learningKind.${row.kind}`) },
          { key: 'required', value: (row, { t }) => (row.required ? t('files:required.yes') : t('files:required.no')) },
          { key: 'description' },
          { key: 'file', value: (row) => row.file.name },
          { key: 'created_by', value: (row) => <UserName id={row.created_by} /> },
        ],
      },
      {
        title: 'resources.learning.progress',
        fields: [
          { key: 'my_state', value: (row, { t }) => <MyState row={row} t={t} /> },
          { key: 'my_read_at', value: (row, { dateTime }) => dateTime(row.my_read_at) },
          { key: 'my_completed_at', value: (row, { dateTime }) => dateTime(row.my_completed_at) },
          { key: 'read_count' },
          { key: 'completed_count' },
        ],
      },
    ],
    history: 'learning_item',
  },
});
