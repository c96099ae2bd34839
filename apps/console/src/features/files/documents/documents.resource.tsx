import {
  useCreateDocumentMutation, useDeleteDocumentMutation, useGetDocumentQuery, useListDocumentsQuery, useUpdateDocumentMutation,
  type DocumentCreate, type DocumentListQuery, type DocumentRecord, type DocumentUpdate, type DocumentVisibility,
} from '@om/api';
import { HStack } from '@chakra-ui/react';
import { formatBytes, Tag } from '@om/ui';
import { defineResource, filtersFor, useDepartmentLookup, useZeroOption } from '../../../shared/resource';
import { useCategoryOptions } from '../categories/categories.resource';
import { documentsMeta } from '../meta';
import { fileField } from '../shared/FileUploadField';
import { listField } from '../shared/TagsField';
import { useDeviceTypeChoices } from '../shared/typeOptions';

const f = filtersFor<DocumentListQuery>();
const VISIBILITIES: readonly DocumentVisibility[] = ['company', 'department'];
const byDepartment = (values: Record<string, unknown>) => values['visibility'] === 'department';

export function Tags({ tags }: { tags: readonly string[] }) {
  return (
    <HStack gap="1" wrap="wrap">
      {tags.map((tag) => (
        <Tag key={tag}>{tag}</Tag>
      ))}
    </HStack>
  );
}

export const documents = defineResource<DocumentRecord, DocumentListQuery, DocumentCreate, DocumentUpdate>({
  meta: documentsMeta,
  rowLabel: (document) => document.title,
  formSize: 'md',
  list: {
    useList: useListDocumentsQuery,
    fixed: {},
    scoped: true,
    sorts: ['-updated_at', '+updated_at', '+title', '-title', '+created_at', '-created_at', '+id', '-id'],
    defaultSort: '-updated_at',
    columns: [
      { key: 'title', sortable: true, hideable: false },
      { key: 'category_name' },
      { key: 'tags', cell: (row) => <Tags tags={row.tags} /> },
      { key: 'current_version', cell: (row, { t }) => t('files:versions.number', { number: row.current_version }) },
      { key: 'file', cell: (row) => `${row.file.name} · ${formatBytes(row.file.size)}` },
      { key: 'visibility', cell: (row, { t }) => t(`files:visibility.${row.visibility}`) },
      { key: 'updated_at', sortable: true, cell: (row, { dateTime }) => dateTime(row.updated_at) },
    ],
    filters: [
      f.search('resources.documents.keyword'),
      f.lookup('category_id', 'resources.documents.fields.category_id', () => useCategoryOptions()),
      f.lookup('device_type_id', 'resources.documents.fields.device_type_ids', useDeviceTypeChoices),
      f.text('tag', 'resources.documents.fields.tag'),
    ],
  },
  useGet: useGetDocumentQuery,
  create: { useMutation: useCreateDocumentMutation, initial: { title: '', category_id: 0, file_id: 0 } },
  update: { useMutation: useUpdateDocumentMutation, initial: (document) => ({ version: document.version }) },
  remove: { useMutation: useDeleteDocumentMutation },
  fields: [
    fileField('file_id', 'document'),
    { name: 'title', kind: 'text', rules: { required: true, maxLength: 200 } },
    { name: 'category_id', kind: 'select', numeric: true, rules: { required: true }, useOptions: () => useCategoryOptions() },
    { name: 'description', kind: 'textarea', rules: { maxLength: 2000 } },
    { ...listField('tags', 20), label: 'resources.documents.fields.tags' },
    { name: 'device_type_ids', kind: 'checkboxes', numeric: true, useOptions: useDeviceTypeChoices },
    { name: 'visibility', kind: 'select', initial: 'company', options: VISIBILITIES.map((value) => ({ value, label: `visibility.${value}` })) },
    {
      name: 'department_id',
      kind: 'select',
      numeric: true,
      visible: byDepartment,
      rules: { requiredWhen: byDepartment },
      useOptions: () => [useZeroOption(), ...useDepartmentLookup().options],
    },
    { name: 'note', kind: 'text', only: 'create', rules: { maxLength: 500 } },
  ],
});
