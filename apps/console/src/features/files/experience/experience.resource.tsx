import {
  useCreateExperienceMutation, useDeleteExperienceMutation, useGetExperienceQuery, useListExperiencesQuery, useUpdateExperienceMutation,
  type ExperienceCreate, type ExperienceListQuery, type ExperienceRecord, type ExperienceUpdate,
} from '@om/api';
import { defineResource, filtersFor, UserName } from '../../../shared/resource';
import { experienceMeta } from '../meta';
import { listField } from '../shared/TagsField';
import { useDeviceTypeChoices, useOptionalTypeChoices } from '../shared/typeOptions';
import { Tags } from '../documents/documents.resource';

const f = filtersFor<ExperienceListQuery>();

function TypeName({ id }: { id: number }) {
  const options = useDeviceTypeChoices();
  return <span>{id ? (options.find((option) => option.value === String(id))?.label ?? `#${id}`) : ''}</span>;
}

const lines = (items: readonly string[]) => items.join('、');

export const experience = defineResource<ExperienceRecord, ExperienceListQuery, ExperienceCreate, ExperienceUpdate>({
  meta: experienceMeta,
  rowLabel: (entry) => entry.title,
  formSize: 'md',
  list: {
    useList: useListExperiencesQuery,
    fixed: {},
    scoped: true,
    sorts: ['-updated_at', '+updated_at', '+title', '-title', '+fault_code', '-fault_code', '+created_at', '-created_at', '+id', '-id'],
    defaultSort: '-updated_at',
    columns: [
      { key: 'title', sortable: true, hideable: false },
      { key: 'fault_code', sortable: true },
      { key: 'device_type_id', cell: (row) => <TypeName id={row.device_type_id} /> },
      { key: 'symptom' },
      { key: 'tags', cell: (row) => <Tags tags={row.tags} /> },
      { key: 'updated_at', sortable: true, cell: (row, { dateTime }) => dateTime(row.updated_at) },
    ],
    filters: [
      f.search('resources.experience.keyword'),
      f.text('fault_code', 'resources.experience.fields.fault_code'),
      f.lookup('device_type_id', 'resources.experience.fields.device_type_id', useDeviceTypeChoices),
    ],
  },
  useGet: useGetExperienceQuery,
  create: { useMutation: useCreateExperienceMutation, initial: { title: '', symptom: '', action: '' } },
  update: { useMutation: useUpdateExperienceMutation, initial: (entry) => ({ version: entry.version }) },
  remove: { useMutation: useDeleteExperienceMutation },
  fields: [
    { name: 'title', kind: 'text', rules: { required: true, maxLength: 200 } },
    { name: 'device_type_id', kind: 'select', numeric: true, useOptions: useOptionalTypeChoices },
    { name: 'fault_code', kind: 'text', rules: { maxLength: 64 } },
    { name: 'symptom', kind: 'textarea', rules: { required: true, maxLength: 4000 } },
    { name: 'cause', kind: 'textarea', rules: { maxLength: 4000 } },
    { name: 'action', kind: 'textarea', rules: { required: true, maxLength: 4000 } },
    { ...listField('parts', 50), label: 'resources.experience.fields.parts' },
    { ...listField('work_orders', 50), label: 'resources.experience.fields.work_orders' },
    { ...listField('tags', 20), label: 'resources.experience.fields.tags' },
  ],
  detail: {
    sections: [
      {
        title: 'resources.experience.fault',
        fields: [
          { key: 'fault_code' },
          { key: 'device_type_id', value: (row) => <TypeName id={row.device_type_id} /> },
          { key: 'symptom' },
          { key: 'cause' },
        ],
      },
      {
        title: 'resources.experience.handling',
        fields: [
          { key: 'action' },
          { key: 'parts', value: (row) => lines(row.parts) },
          { key: 'work_orders', value: (row) => lines(row.work_orders) },
          { key: 'tags', value: (row) => <Tags tags={row.tags} /> },
          { key: 'created_by', value: (row) => <UserName id={row.created_by} /> },
          { key: 'updated_at', value: (row, { dateTime }) => dateTime(row.updated_at) },
        ],
      },
    ],
    history: 'experience',
  },
});
