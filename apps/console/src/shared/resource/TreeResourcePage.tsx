import { Button, Stack, Text } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { isApiFailure } from '@om/api';
import { useActions } from '@om/auth';
import { ConfirmDialog, DataTable, ExportButton, ImportDialog, PageHeader, PageLoading, TreeList, type TreeItem } from '@om/ui';
import { ResourceFormDrawer, type FormTarget } from './ResourceFormDrawer';
import { useCsvExport, useCsvImport } from './useCsv';
import { useDeleteRows } from './useDeleteRows';
import { useListScope } from './useListScope';
import { useResourceText } from './useResourceText';
import { useRouteTitle } from './useRouteTitle';
import type { FieldDef, FormValues, ListQueryBase, QueryHookResult, ResourceDefinition, ResourceRow } from './types';

export interface TreeNode<Node> extends ResourceRow {
  children: readonly Node[];
}

export interface TreeResourcePageProps<Node extends TreeNode<Node>, Row extends ResourceRow, Q extends ListQueryBase, C extends object, U extends object> {
  resource: ResourceDefinition<Row, Q, C, U>;
  /** The whole tree of the company in scope. */
  useTree(scope: { company_id?: number }): QueryHookResult<readonly Node[]>;
  label(node: Node): string;
  meta?(node: Node): ReactNode;
  /** The top-level "New …" button: its label (i18n key) and the form's preset. */
  root: { label: string; preset: FormValues };
  /** "Add … under this node", if the node may have children. */
  child?(node: Node): { label: string; preset: FormValues } | undefined;
  /** The form that moves a node (its new parent), if nodes move. */
  moveFields?(node: Node): readonly FieldDef[];
}

function itemsOf<Node extends TreeNode<Node>>(nodes: readonly Node[], label: (node: Node) => string, meta?: (node: Node) => ReactNode): TreeItem[] {
  return nodes.map((node) => ({ id: node.id, label: label(node), meta: meta?.(node), children: itemsOf(node.children, label, meta) }));
}

function findNode<Node extends TreeNode<Node>>(nodes: readonly Node[], id: number): Node | undefined {
  for (const node of nodes) {
    if (node.id === id) return node;
    const found = findNode(node.children, id);
    if (found) return found;
  }
  return undefined;
}

/**
 * A resource shown as its tree (departments, regions): add at the top or under a node, edit, move
 * to another parent (the server refuses cycles; its message shows on the parent field), delete;
 * CSV export and import of the flat rows.
 */
export function TreeResourcePage<Node extends TreeNode<Node>, Row extends ResourceRow, Q extends ListQueryBase, C extends object, U extends object>(
  props: TreeResourcePageProps<Node, Row, Q, C, U>,
) {
  const { resource } = props;
  const { meta } = resource;
  const text = useResourceText(meta);
  const title = useRouteTitle(meta.titles.list);
  const scope = useListScope(resource.list.scoped === true);
  const tree = props.useTree(scope);
  const may = useActions(meta.permissions.write);
  const [form, setForm] = useState<FormTarget>();
  const [moving, setMoving] = useState<Node>();
  const [importing, setImporting] = useState(false);
  const deletion = useDeleteRows<Node>(resource.remove?.useMutation, props.label, resource.remove?.undo);
  const csvExport = useCsvExport(resource.csv?.export, { ...resource.list.fixed, ...scope });
  const csvImport = useCsvImport(resource.csv?.useImport, resource.csv?.template);
  const nodes = tree.data ?? [];

  const actions = (item: TreeItem) => {
    const node = findNode(nodes, item.id);
    if (!node || !(may.create || may.edit || may.delete)) return null;
    const child = props.child?.(node);
    const name = item.label;
    return (
      <>
        {child && may.create && (
          <Button size="xs" variant="ghost" aria-label={text.text(child.label, { name })} onClick={() => setForm({ mode: 'create', preset: child.preset })}>
            {text.text(`${child.label}Short`)}
          </Button>
        )}
        {may.edit && (
          <Button size="xs" variant="ghost" aria-label={text.t('resource:list.editRow', { name })} onClick={() => setForm({ mode: 'edit', id: node.id })}>
            {text.t('resource:list.edit')}
          </Button>
        )}
        {may.edit && props.moveFields && (
          <Button size="xs" variant="ghost" aria-label={text.t('resource:tree.moveRow', { name })} onClick={() => setMoving(node)}>
            {text.t('resource:tree.move')}
          </Button>
        )}
        {may.delete && (
          <Button size="xs" variant="ghost" colorPalette="red" aria-label={text.t('resource:list.deleteRow', { name })} onClick={() => deletion.ask([node])}>
            {text.t('resource:list.delete')}
          </Button>
        )}
      </>
    );
  };

  return (
    <Stack gap="4">
      <PageHeader
        title={title}
        actions={
          <>
            {may.create && (
              <Button size="sm" colorPalette="brand" onClick={() => setForm({ mode: 'create', preset: props.root.preset })}>
                {text.text(props.root.label)}
              </Button>
            )}
            {may.import && resource.csv?.useImport && (
              <Button size="sm" variant="outline" onClick={() => setImporting(true)}>
                {text.t('resource:import.button')}
              </Button>
            )}
            {may.export && resource.csv?.export && <ExportButton {...csvExport} />}
          </>
        }
      />
      {tree.isLoading ? (
        <PageLoading label={text.t('common:loading')} />
      ) : tree.error ? (
        <DataTable
          caption={title}
          columns={[]}
          rows={[]}
          rowId={() => 0}
          rowLabel={() => ''}
          loading={false}
          error={isApiFailure(tree.error) ? tree.error.message : text.t('resource:list.loadFailed')}
          onRetry={() => void tree.refetch()}
          emptyText=""
        />
      ) : (
        <TreeList label={title} items={itemsOf(nodes, props.label, props.meta)} actions={actions} emptyText={text.t('resource:list.empty')} />
      )}
      <ResourceFormDrawer resource={resource} target={form} onClose={() => setForm(undefined)} />
      <ResourceFormDrawer
        resource={resource}
        target={moving ? { mode: 'edit', id: moving.id } : undefined}
        fields={moving && props.moveFields ? props.moveFields(moving) : []}
        title={moving ? text.t('resource:tree.moveTitle', { name: props.label(moving) }) : ''}
        onClose={() => setMoving(undefined)}
      />
      <ConfirmDialog
        open={deletion.open}
        title={text.t('resource:confirm.deleteTitle', { name: deletion.rows[0] ? props.label(deletion.rows[0]) : '' })}
        confirmLabel={text.t('resource:list.delete')}
        tone="danger"
        busy={deletion.busy}
        error={deletion.error}
        onCancel={deletion.cancel}
        onConfirm={() => void deletion.confirm()}
      >
        <Text>{text.t('resource:confirm.deleteText')}</Text>
      </ConfirmDialog>
      {resource.csv?.useImport && (
        <ImportDialog open={importing} title={text.t('resource:import.titleOf', { name: title })} onClose={() => setImporting(false)} {...csvImport} />
      )}
    </Stack>
  );
}
