import { useEffect, useRef, useState } from 'react';
import { Text } from '@chakra-ui/react';
import { useTranslation } from '@om/i18n';
import { useNavigate } from 'react-router';
import { ConfirmDialog, ConflictNotice, FieldControl, FormAlert, FormDrawer, PageLoading, showSuccess, type FieldValue, type Option } from '@om/ui';
import { detailHref } from './meta';
import { createValues, editValues, toBody } from './formValues';
import { missingMutation, noQuery } from './mutations';
import { settled, toSaveFailure } from './serverErrors';
import { useResourceForm, type FieldError } from './useResourceForm';
import { useResourceText, type ResourceText } from './useResourceText';
import { useUnsavedGuard } from './useUnsavedGuard';
import { fieldsFor } from './validation';
import type { FieldDef, FormMode, FormValues, ListQueryBase, MutationHook, QueryHookOptions, QueryHookResult, ResourceDefinition, ResourceRow } from './types';

export type FormTarget = { mode: 'create'; preset?: FormValues } | { mode: 'edit'; id: number };

export interface ResourceFormDrawerProps<Row extends ResourceRow, Q extends ListQueryBase, C extends object, U extends object> {
  resource: ResourceDefinition<Row, Q, C, U>;
  /** Closed when undefined. */
  target?: FormTarget;
  onClose(): void;
  onSaved?(row: Row, mode: FormMode): void;
  /** Another form than the resource's own fields (e.g. "Move" asks for the parent only). */
  fields?: readonly FieldDef[];
  title?: string;
  size?: 'sm' | 'md' | 'lg' | 'xl';
}

const noOptions = (): readonly Option[] => [];

function FieldRenderer({ field, value, values, error, mode, readOnly, text, onChange, onBlur, recordId }: {
  field: FieldDef;
  recordId?: number;
  value: FieldValue;
  values: FormValues;
  error?: FieldError;
  mode: FormMode;
  readOnly: boolean;
  text: ResourceText;
  onChange(value: FieldValue): void;
  onBlur(): void;
}) {
  const useLookup = field.useOptions ?? noOptions;
  const looked = useLookup(values);
  const label = text.field(field.name, field.label);
  const message = error ? ('server' in error ? error.server : text.text(error.rule.key, error.rule.values)) : undefined;
  const disabled = readOnly || field.readOnly === true || (mode === 'edit' && field.fixedOnEdit === true);
  if (field.kind === 'custom') return field.render?.({ value, onChange, error: message, label, mode, readOnly: disabled, values, recordId }) ?? null;
  const options = field.options ? field.options.map((option) => ({ value: option.value, label: text.text(option.label) })) : looked;
  return (
    <FieldControl
      spec={{ name: field.name, label, kind: field.kind, required: field.rules?.required, help: field.help ? text.text(field.help) : undefined, options, disabled }}
      value={value}
      error={message}
      onChange={onChange}
      onBlur={onBlur}
    />
  );
}

/**
 * Create or edit one row in a drawer: the declaration's fields and rules, the server's `field:
 * message` under its field, the version read sent back (a 409 offers Reload), and a question before
 * unsaved changes are lost (closing the drawer, leaving the page, closing the tab).
 */
export function ResourceFormDrawer<Row extends ResourceRow, Q extends ListQueryBase, C extends object, U extends object>(props: ResourceFormDrawerProps<Row, Q, C, U>) {
  const { resource, target, onClose, onSaved } = props;
  const text = useResourceText(resource.meta);
  const fields = props.fields ?? resource.fields ?? [];
  const mode: FormMode = target?.mode ?? 'create';
  const editId = target?.mode === 'edit' ? target.id : undefined;
  const form = useResourceForm(fields, mode);
  const [conflict, setConflict] = useState(false);
  const [problem, setProblem] = useState<string>();
  const [askClose, setAskClose] = useState(false);
  const row = useRef<Row | undefined>(undefined);
  const reloading = useRef(false);
  const navigate = useNavigate();

  const useGet: (id: number, options: QueryHookOptions) => QueryHookResult<Row> = resource.useGet ?? noQuery;
  const current = useGet(editId ?? 0, { skip: editId === undefined });
  const useCreate: MutationHook<C, Row> = resource.create?.useMutation ?? missingMutation;
  const useUpdate: MutationHook<{ id: number; body: U }, Row> = resource.update?.useMutation ?? missingMutation;
  const [create, creating] = useCreate();
  const [update, updating] = useUpdate();
  const submitting = creating.isLoading || updating.isLoading;
  const locked = Boolean(row.current && resource.locked?.(row.current));

  // A new record starts from the declaration's initial values (and the caller's preset).
  const presetKey = target?.mode === 'create' ? JSON.stringify(target.preset ?? {}) : undefined;
  const { reset } = form;
  useEffect(() => {
    if (target?.mode !== 'create') return;
    row.current = undefined;
    setConflict(false);
    setProblem(undefined);
    reset(createValues(fields, target.preset));
    // presetKey stands for the preset; `fields` is stable for one drawer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [presetKey, target?.mode]);

  // An edit starts from the row as the server has it now, and starts over after Reload.
  const loaded = current.data;
  useEffect(() => {
    if (editId === undefined || !loaded || loaded.id !== editId) return;
    if (row.current?.id === editId && !reloading.current) return;
    reloading.current = false;
    row.current = loaded;
    setConflict(false);
    setProblem(undefined);
    reset(editValues(fields, loaded));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loaded, editId]);

  useEffect(() => {
    if (!target) row.current = undefined;
  }, [target]);

  const open = target !== undefined;
  const guarded = open && form.dirty && !submitting;

  const requestClose = () => (guarded ? setAskClose(true) : onClose());

  const reload = () => {
    reloading.current = true;
    void current.refetch();
  };

  /** "P-101 Feed pump was created." with a way to open it (when it has a page of its own). */
  const announce = (saved: Row, how: FormMode) => {
    const href = detailHref(resource.meta, saved.id);
    const title = text.t(how === 'create' ? 'resource:done.created' : 'resource:done.saved', { name: resource.rowLabel(saved) });
    showSuccess(title, undefined, undefined, href ? { label: text.t('resource:done.open'), onClick: () => void navigate(href) } : undefined);
  };

  const submit = async () => {
    setProblem(undefined);
    if (!form.validate()) return;
    const shown = fieldsFor(fields, mode, form.values).map((field) => field.name);
    let outcome;
    if (mode === 'create' && resource.create) {
      outcome = settled(await create(toBody(resource.create.initial, fields, 'create', form.values)));
    } else if (mode === 'edit' && resource.update && row.current && editId !== undefined) {
      outcome = settled(await update({ id: editId, body: toBody(resource.update.initial(row.current), fields, 'edit', form.values) }));
    } else {
      return;
    }
    if (outcome.ok) {
      form.markSaved();
      if (!(mode === 'create' && resource.create?.announces)) announce(outcome.data, mode);
      onSaved?.(outcome.data, mode);
      onClose();
      return;
    }
    const failure = toSaveFailure(outcome.error, shown, text.t('resource:form.failed'));
    if (failure.kind === 'field') form.setServerError(failure.field, failure.text);
    else if (failure.kind === 'conflict') setConflict(true);
    else setProblem(failure.message);
  };

  const name = row.current ? resource.rowLabel(row.current) : '';
  const title = props.title ?? (mode === 'create' ? text.text(`resources.${resource.meta.name}.create`) : text.t('resource:form.editTitle', { name }));
  const waiting = mode === 'edit' && !row.current;

  return (
    <>
      <FormDrawer
        open={open}
        title={title}
        size={props.size ?? resource.formSize}
        onRequestClose={requestClose}
        onSubmit={() => void submit()}
        submitting={submitting}
        readOnly={locked || waiting}
        banner={
          <>
            {conflict && <ConflictNotice onReload={reload} reloading={current.isFetching} />}
            {problem && <FormAlert title={text.t('resource:form.failed')} message={problem} />}
            {locked && <Text color="fg.muted">{text.t('resource:form.locked')}</Text>}
          </>
        }
      >
        {waiting ? (
          <PageLoading label={text.t('common:loading')} />
        ) : (
          fieldsFor(fields, mode, form.values).map((field) => (
            <FieldRenderer
              key={field.name}
              field={field}
              value={form.values[field.name] ?? ''}
              values={form.values}
              error={form.errors[field.name]}
              mode={mode}
              recordId={editId}
              readOnly={locked}
              text={text}
              onChange={(value) => form.setValue(field.name, value)}
              onBlur={() => form.touch(field.name)}
            />
          ))
        )}
      </FormDrawer>
      {open && <UnsavedChangesGuard active={guarded} asked={askClose} onKeep={() => setAskClose(false)} onDiscard={() => { setAskClose(false); onClose(); }} />}
    </>
  );
}

/**
 * Mounted only while a form is open (a router keeps one blocker at a time): asks before unsaved
 * changes are lost by leaving the page, and when the form asked (`asked`: Cancel, Escape).
 */
function UnsavedChangesGuard({ active, asked, onKeep, onDiscard }: { active: boolean; asked: boolean; onKeep(): void; onDiscard(): void }) {
  const { t } = useTranslation('resource');
  const blocker = useUnsavedGuard(active);
  const blocked = blocker.state === 'blocked';
  return (
    <ConfirmDialog
      open={asked || blocked}
      title={t('form.unsavedTitle')}
      confirmLabel={t('form.discard')}
      cancelLabel={t('form.keepEditing')}
      tone="danger"
      onConfirm={() => {
        if (blocked) blocker.proceed();
        else onDiscard();
      }}
      onCancel={() => {
        if (blocked) blocker.reset();
        else onKeep();
      }}
    >
      <Text>{t('form.unsavedText')}</Text>
    </ConfirmDialog>
  );
}
