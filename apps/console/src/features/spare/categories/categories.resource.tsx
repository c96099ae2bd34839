import { useMemo } from 'react';
import {
  useCreateSpareCategoryMutation, useDeleteSpareCategoryMutation, useGetSpareCategoryQuery, useListSpareCategoriesQuery, useUpdateSpareCategoryMutation,
  type SpareCategoryCreate, type SpareCategoryListQuery, type SpareCategoryNode, type SpareCategoryRecord, type SpareCategoryUpdate,
} from '@om/api';
import type { Option } from '@om/ui';
import { defineResource, filtersFor, useZeroOption, type FieldDef } from '../../../shared/resource';
import { categoryOptions, useCategoryTree } from '../lookups';
import { categoriesMeta } from '../meta';

const f = filtersFor<SpareCategoryListQuery>();

/** "Top level" and the categories (without `exclude` and its subtree). */
function useParentOptions(exclude?: number): readonly Option[] {
  const top = useZeroOption('topLevel');
  const { nodes } = useCategoryTree();
  return useMemo(() => [top, ...categoryOptions(nodes, exclude)], [top, nodes, exclude]);
}

export const categories = defineResource<SpareCategoryRecord, SpareCategoryListQuery, SpareCategoryCreate, SpareCategoryUpdate>({
  meta: categoriesMeta,
  rowLabel: (row) => `${row.name} (${row.code})`,
  list: {
    useList: useListSpareCategoriesQuery,
    fixed: {},
    scoped: true,
    sorts: ['+code', '-code', '+name', '-name', '+id', '-id', '+created_at', '-created_at'],
    defaultSort: '+code',
    columns: [{ key: 'code', sortable: true }, { key: 'name', sortable: true }],
    filters: [f.search()],
  },
  useGet: useGetSpareCategoryQuery,
  create: { useMutation: useCreateSpareCategoryMutation, initial: { code: '', name: '', parent_id: 0 } },
  update: { useMutation: useUpdateSpareCategoryMutation, initial: (row) => ({ version: row.version }) },
  remove: { useMutation: useDeleteSpareCategoryMutation, undo: 'spare_category' },
  fields: [
    { name: 'code', kind: 'text', help: 'resources.categories.codeHelp', rules: { required: true, maxLength: 32 } },
    { name: 'name', kind: 'text', rules: { required: true, maxLength: 64 } },
    // Fixed by the button that opened the form.
    { name: 'parent_id', kind: 'select', numeric: true, readOnly: true, only: 'create', useOptions: () => useParentOptions() },
    { name: 'remark', kind: 'textarea', rules: { maxLength: 200 } },
  ],
});

/** The form that moves a category (with its subcategories) under another parent. */
export function moveCategoryFields(node: SpareCategoryNode): readonly FieldDef[] {
  return [{ name: 'parent_id', kind: 'select', numeric: true, rules: { required: true }, help: 'resources.categories.moveHelp', useOptions: () => useParentOptions(node.id) }];
}
