import { Button, HStack, Stack } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import type { CalendarEntry } from '@om/api';
import { scheduleHooks } from '../hooks';
import { useTranslation } from '@om/i18n';
import { Calendar, PageHeader, showSuccess, type CalendarEvent, type CalendarLanguage, type CalendarRange } from '@om/ui';
import { useCanAction } from '@om/auth';
import { useRouteTitle } from '../../../shared/resource';
import { useScope } from '../../../shared/scope/useScope';
import { TextField } from '../controls';
import { KINDS, paths } from '../kinds';
import type { KindPageProps } from '../withKind';

const LANGUAGES: readonly CalendarLanguage[] = ['zh', 'en', 'es', 'ja'];

export function toEvents(entries: readonly CalendarEntry[], taskHref: (id: number) => string, planHref: (id: number) => string, planned: string, mayMove = false): CalendarEvent[] {
  return entries.map((entry, index) => ({
    movable: mayMove && entry.task_id !== null && (entry.state === 'open' || entry.state === 'overdue'),
    id: entry.task_id === null ? `plan-${entry.plan_id}-${index}` : `task-${entry.task_id}`,
    title: entry.task_id === null ? `${planned} · ${entry.title}` : entry.title,
    start: entry.due_at,
    tone: entry.state,
    href: entry.task_id === null ? planHref(entry.plan_id) : taskHref(entry.task_id),
  }));
}

/** …Calendar: due, generated, overdue and completed tasks of one kind, month and week views. */
export function ScheduleCalendarPage({ kind }: KindPageProps) {
  const { t, i18n } = useTranslation('schedule');
  const title = useRouteTitle(`${kind}.calendar`);
  const navigate = useNavigate();
  const to = paths(KINDS[kind]);
  const [range, setRange] = useState<CalendarRange>();
  const { calendar: useCalendar, rescheduleTask: useReschedule } = scheduleHooks(kind);
  // Per station (the filter box's company and station) and per crew (typed, applied on Show / Enter).
  const { company_id: companyId, station_id: stationId } = useScope();
  const [crewDraft, setCrewDraft] = useState('');
  const [crew, setCrew] = useState('');
  const query = {
    ...(range ?? { from: '', to: '' }),
    ...(companyId !== undefined && companyId > 0 && { company_id: companyId }),
    ...(stationId !== undefined && stationId > 0 && { station_id: stationId }),
    ...(crew !== '' && { crew }),
  };
  const { data } = useCalendar(query, { skip: !range });
  const mayMove = useCanAction([KINDS[kind].permissions.task], 'edit');
  const [reschedule] = useReschedule();
  const events = useMemo(() => toEvents(data ?? [], to.task, to.plan, t('calendar.planned'), mayMove), [data, to, t, mayMove]);
  const legend = useMemo(
    () => ({ label: t('calendar.legend'), tones: { planned: t('calendar.tone.planned'), open: t('calendar.tone.open'), overdue: t('calendar.tone.overdue'), completed: t('calendar.tone.completed'), closed: t('calendar.tone.closed') } }),
    [t],
  );
  const move = async (eventId: string, start: string): Promise<boolean> => {
    const entry = data?.find((candidate) => candidate.task_id !== null && `task-${candidate.task_id}` === eventId);
    if (!entry?.task_id || entry.version === null) return false;
    const result = await reschedule({ id: entry.task_id, body: { version: entry.version, due_at: start } });
    if ('error' in result) return false;
    showSuccess(t('task.reschedule.done', { code: result.data.code, due: start.replace('T', ' ') }));
    return true;
  };
  const language = LANGUAGES.find((code) => i18n.language.startsWith(code)) ?? 'en';
  return (
    <Stack gap="4">
      <PageHeader title={title} />
      <HStack
        as="form"
        align="end"
        wrap="wrap"
        aria-label={t('calendar.filter')}
        onSubmit={(event) => {
          event.preventDefault();
          setCrew(crewDraft.trim());
        }}
      >
        <TextField label={t('calendar.crew')} value={crewDraft} onChange={setCrewDraft} />
        <Button type="submit" size="sm" variant="outline">
          {t('calendar.show')}
        </Button>
      </HStack>
      <Calendar
        events={events}
        language={language}
        label={title}
        onRangeChange={(next) => setRange((current) => (current?.from === next.from && current.to === next.to ? current : next))}
        onOpen={(href) => void navigate(href)}
        onMove={mayMove ? move : undefined}
        legend={legend}
      />
    </Stack>
  );
}
