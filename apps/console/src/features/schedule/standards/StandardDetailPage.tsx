import { Box, Button, Grid, HStack, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { isApiFailure, type ScheduledStandard } from '@om/api';
import { scheduleHooks } from '../hooks';
import { useActions } from '@om/auth';
import { useTranslation } from '@om/i18n';
import { PageHeader, PageLoading, Panel, showSuccess } from '@om/ui';
import { failureMessage, useRouteId, useRouteTitle } from '../../../shared/resource';
import { TextArea, TextField } from '../controls';
import { KINDS, paths } from '../kinds';
import type { KindPageProps } from '../withKind';
import { ItemsEditor } from './ItemsEditor';
import { toDraft, toItems, type ItemDraft } from './itemDraft';

interface Draft {
  name: string;
  tools: string;
  safety: string;
  minutes: string;
  remark: string;
  items: ItemDraft[];
}

const draftOf = (row: ScheduledStandard): Draft => ({
  name: row.name,
  tools: row.tools,
  safety: row.safety,
  minutes: String(row.minutes),
  remark: row.remark,
  items: row.items.map(toDraft),
});

/** standardDetails/{id}: a standard's fields and its checklist; saving a changed checklist that already ran starts a new revision. */
export function StandardDetailPage({ kind }: KindPageProps) {
  const { t } = useTranslation(['schedule', 'common', 'resource']);
  const id = useRouteId();
  const title = useRouteTitle(`${kind}.standardDetails`);
  const config = KINDS[kind];
  const may = useActions([config.permissions.standard]);
  const { getStandard: useGetStandard, updateStandard: useUpdateStandard } = scheduleHooks(kind);
  const { data: row, isLoading, error } = useGetStandard(id);
  const [update, saving] = useUpdateStandard();
  const [draft, setDraft] = useState<Draft>();
  const [problem, setProblem] = useState<{ index: number; field: string }>();
  const [message, setMessage] = useState('');
  useEffect(() => {
    if (row) setDraft(draftOf(row));
  }, [row]);

  if (isLoading) return <PageLoading label={t('common:loading')} />;
  if (!row || !draft) return <Text role="alert">{isApiFailure(error) ? error.message : t('resource:detail.notFound')}</Text>;
  const readOnly = !may.edit;
  const set = (patch: Partial<Draft>) => setDraft({ ...draft, ...patch });

  const save = async () => {
    setMessage('');
    const checked = toItems(draft.items);
    if ('problem' in checked) {
      setProblem(checked.problem);
      setMessage(t(`items.problem.${checked.problem.field}`, { n: checked.problem.index + 1 }));
      return;
    }
    setProblem(undefined);
    const minutes = Number(draft.minutes);
    const result = await update({
      id,
      body: { version: row.version, name: draft.name.trim(), tools: draft.tools, safety: draft.safety, remark: draft.remark, items: checked.items, ...(Number.isInteger(minutes) && minutes >= 0 && { minutes }) },
    });
    if ('error' in result) return setMessage(failureMessage(result.error, t('resource:form.failed')));
    showSuccess(t('standard.saved', { revision: result.data.revision }));
  };

  return (
    <Stack gap="4">
      <PageHeader
        title={`${title} · ${row.code}`}
        actions={
          <HStack>
            <Button asChild size="sm" variant="outline">
              <Link to={paths(config).standards}>{t('resource:detail.back')}</Link>
            </Button>
            {!readOnly && (
              <Button size="sm" onClick={() => void save()} loading={saving.isLoading}>
                {t('resource:form.save')}
              </Button>
            )}
          </HStack>
        }
      >
        <Text color="fg.muted">{t('standard.summary', { revision: row.revision, plans: row.plan_count, type: row.device_type_name || t('standard.anyType') })}</Text>
      </PageHeader>
      {message && (
        <Text role="alert" color="fg.error">
          {message}
        </Text>
      )}
      <Panel title={t('standard.basics')}>
        <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="3">
          <TextField label={t('resources.standards.fields.name')} value={draft.name} onChange={(name) => set({ name })} readOnly={readOnly} required />
          <TextField label={t('resources.standards.fields.minutes')} type="number" value={draft.minutes} onChange={(minutes) => set({ minutes })} readOnly={readOnly} />
          <TextField label={t('resources.standards.fields.tools')} value={draft.tools} onChange={(tools) => set({ tools })} readOnly={readOnly} />
          <TextArea label={t('resources.standards.fields.safety')} value={draft.safety} onChange={(safety) => set({ safety })} />
        </Grid>
        <Box mt="3">
          <TextArea label={t('resources.standards.fields.remark')} value={draft.remark} onChange={(remark) => set({ remark })} />
        </Box>
      </Panel>
      <Panel title={t('items.title')}>
        <ItemsEditor items={draft.items} onChange={(items) => set({ items })} readOnly={readOnly} problem={problem} />
      </Panel>
    </Stack>
  );
}
