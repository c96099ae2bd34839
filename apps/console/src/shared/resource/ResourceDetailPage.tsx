import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { isApiFailure } from '@om/api';
import { holdsAction, selectGrants, useActions, type SessionRootState } from '@om/auth';
import { ConfirmDialog, DetailView, PageLoading, type DetailTab } from '@om/ui';
import { useTabLabel } from '../routing/useTabLabel';
import { humanize } from './auditText';
import { HistoryPanel } from './HistoryPanel';
import { useHolds } from './lookups';
import { noQuery } from './mutations';
import { ResourceFormDrawer, type FormTarget } from './ResourceFormDrawer';
import { useDeleteRows } from './useDeleteRows';
import { useResourceText } from './useResourceText';
import type { ListQueryBase, QueryHookOptions, QueryHookResult, ResourceDefinition, ResourceRow } from './types';

export interface ResourceDetailPageProps<Row extends ResourceRow, Q extends ListQueryBase, C extends object, U extends object> {
  resource: ResourceDefinition<Row, Q, C, U>;
  /** More actions (Reset password, Disable…). */
  actions?(row: Row): ReactNode;
}

/** The id of the route (`:id`, digits only: the guard refuses anything else). */
export function useRouteId(): number {
  const { id } = useParams();
  return Number(id);
}

/**
 * One record: the declaration's sections, its tabs (related lists; shown to holders of their
 * permissions) and its audit history; Edit and Delete for holders of the write permission.
 */
export function ResourceDetailPage<Row extends ResourceRow, Q extends ListQueryBase, C extends object, U extends object>(
  props: ResourceDetailPageProps<Row, Q, C, U>,
) {
  const { resource } = props;
  const { meta } = resource;
  const id = useRouteId();
  const text = useResourceText(meta);
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const grants = useSelector((state: SessionRootState) => selectGrants(state));
  const may = useActions(meta.permissions.write);
  const mayReadHistory = useHolds(['companyLogList']);
  const useGet: (id: number, options?: QueryHookOptions) => QueryHookResult<Row> = resource.useGet ?? noQuery;
  const { data: row, isLoading, error, refetch } = useGet(id);
  const [form, setForm] = useState<FormTarget>();
  const deletion = useDeleteRows<Row>(resource.remove?.useMutation, resource.rowLabel, resource.remove?.undo);
  useTabLabel(row ? resource.rowLabel(row) : undefined);

  if (isLoading) return <PageLoading label={text.t('common:loading')} />;
  if (!row) {
    return (
      <Stack align="start" gap="3">
        <Text role="alert">{isApiFailure(error) ? error.message : text.t('resource:detail.notFound')}</Text>
        <HStack>
          <Button size="sm" onClick={() => void refetch()}>
            {text.t('resource:list.retry')}
          </Button>
          <Button asChild size="sm" variant="outline">
            <Link to={meta.routes.list}>{text.t('resource:detail.back')}</Link>
          </Button>
        </HStack>
      </Stack>
    );
  }

  const detail = resource.detail;
  const locked = resource.locked?.(row) === true;
  const sections = (detail?.sections ?? []).map((section) => ({
    title: text.text(section.title),
    rows: section.fields.map((field) => ({
      label: text.field(field.key, field.label),
      value: field.value ? field.value(row, text.context) : String(Reflect.get(row, field.key) ?? ''),
    })),
  }));
  const tabs: DetailTab[] = (detail?.tabs ?? [])
    .filter((tab) => !tab.permissions || holdsAction(grants, tab.permissions, 'view'))
    .map((tab) => ({ key: tab.key, label: text.text(tab.label), content: tab.render(row) }));
  if (detail?.history && mayReadHistory) {
    tabs.push({ key: 'history', label: text.t('resource:detail.history'), content: <HistoryPanel entity={detail.history} entityId={row.id} labelOf={(key) => text.text(`resources.${meta.name}.fields.${key}`, { defaultValue: humanize(key) })} /> });
  }
  const activeTab = tabs.some((tab) => tab.key === params.get('tab')) ? (params.get('tab') ?? undefined) : tabs[0]?.key;

  return (
    <>
      <DetailView
        title={resource.rowLabel(row)}
        lead={
          <Button asChild size="xs" variant="ghost" alignSelf="flex-start">
            <Link to={meta.routes.list}>← {text.t('resource:detail.back')}</Link>
          </Button>
        }
        actions={
          <>
            {props.actions?.(row)}
            {may.edit && resource.update && !locked && (
              <Button size="sm" colorPalette="brand" onClick={() => setForm({ mode: 'edit', id: row.id })}>
                {text.t('resource:list.edit')}
              </Button>
            )}
            {may.delete && resource.remove && !locked && (
              <Button size="sm" variant="outline" colorPalette="red" onClick={() => deletion.ask([row])}>
                {text.t('resource:list.delete')}
              </Button>
            )}
          </>
        }
        sections={sections}
        tabs={tabs}
        activeTab={activeTab}
        onTabChange={(key) => setParams((current) => { const next = new URLSearchParams(current); next.set('tab', key); return next; }, { replace: true })}
      />
      <ResourceFormDrawer resource={resource} target={form} onClose={() => setForm(undefined)} />
      <ConfirmDialog
        open={deletion.open}
        title={text.t('resource:confirm.deleteTitle', { name: resource.rowLabel(row) })}
        confirmLabel={text.t('resource:list.delete')}
        tone="danger"
        busy={deletion.busy}
        error={deletion.error}
        onCancel={deletion.cancel}
        onConfirm={() => void deletion.confirm().then((done) => done && navigate(meta.routes.list))}
      >
        <Text>{text.t('resource:confirm.deleteText')}</Text>
      </ConfirmDialog>
    </>
  );
}
