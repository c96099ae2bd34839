import {
  useCreateDocumentCategoryMutation, useDeleteDocumentCategoryMutation, useGetDocumentCategoryQuery, useGetDocumentCategoryTreeQuery, useListDocumentCategoriesQuery,
  useUpdateDocumentCategoryMutation,
  type DocumentCategoryCreate, type DocumentCategoryListQuery, type DocumentCategoryNode, type DocumentCategoryRecord, type DocumentCategoryUpdate,
} from '@om/api';
import type { Option } from '@om/ui';
import { useMemo } from 'react';
import { defineResource, flattenTree, useListScope, useZeroOption, type FieldDef } from '../../../shared/resource';
import { categoriesMeta } from '../meta';

/** The categories of the company in scope as an indented choice (`exclude`: a node and its subtree). */
export function useCategoryOptions(exclude?: number): readonly Option[] {
  const { data } = useGetDocumentCategoryTreeQuery(useListScope(true));
  return useMemo(() => {
    const skip = new Set<number>();
    const start = exclude === undefined ? undefined : flattenTree(data ?? []).find(({ node }) => node.id === exclude)?.node;
    if (start) for (const { node } of flattenTree([start])) skip.add(node.id);
    return flattenTree(data ?? [])
      .filter(({ node }) => !skip.has(node.id))
      .map(({ node, depth }) => ({ value: String(node.id), label: node.name, depth }));
  }, [data, exclude]);
}

export const categories = defineResource<DocumentCategoryRecord, DocumentCategoryListQuery, DocumentCategoryCreate, DocumentCategoryUpdate>({
  meta: categoriesMeta,
  rowLabel: (category) => category.name,
  list: {
    useList: useListDocumentCategoriesQuery,
    fixed: {},
    scoped: true,
    sorts: ['+sort_order', '-sort_order', '+id', '-id', '+name', '-name', '+created_at', '-created_at'],
    defaultSort: '+sort_order',
    columns: [{ key: 'name' }, { key: 'sort_order' }, { key: 'remark' }],
  },
  useGet: useGetDocumentCategoryQuery,
  create: { useMutation: useCreateDocumentCategoryMutation, initial: { name: '', parent_id: 0, sort_order: 0, remark: '' } },
  update: { useMutation: useUpdateDocumentCategoryMutation, initial: (category) => ({ version: category.version }) },
  remove: { useMutation: useDeleteDocumentCategoryMutation, undo: 'document_category' },
  fields: [
    { name: 'name', kind: 'text', rules: { required: true, maxLength: 100 } },
    { name: 'parent_id', kind: 'select', numeric: true, only: 'create', readOnly: true, useOptions: () => [useZeroOption('topLevel'), ...useCategoryOptions()] },
    { name: 'sort_order', kind: 'number', initial: '0', rules: { integer: true, min: 0, max: 100000 } },
    { name: 'remark', kind: 'textarea', rules: { maxLength: 500 } },
  ],
});

/** The move form: a new parent among the other categories (never the node's own subtree). */
export function moveCategoryFields(node: DocumentCategoryNode): readonly FieldDef[] {
  return [
    {
      name: 'parent_id',
      kind: 'select',
      numeric: true,
      rules: { required: true },
      useOptions: () => [useZeroOption('topLevel'), ...useCategoryOptions(node.id)],
    },
  ];
}
