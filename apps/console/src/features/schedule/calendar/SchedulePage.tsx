import { Stack } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import type { CalendarEntry } from '@om/api';
import { scheduleHooks } from '../hooks';
import { useTranslation } from '@om/i18n';
import { Calendar, PageHeader, type CalendarEvent, type CalendarLanguage, type CalendarRange } from '@om/ui';
import { useRouteTitle } from '../../../shared/resource';
import { KINDS, paths } from '../kinds';
import type { KindPageProps } from '../withKind';

const LANGUAGES: readonly CalendarLanguage[] = ['zh', 'en', 'es', 'ja'];

export function toEvents(entries: readonly CalendarEntry[], taskHref: (id: number) => string, planHref: (id: number) => string, planned: string): CalendarEvent[] {
  return entries.map((entry, index) => ({
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
  const { calendar: useCalendar } = scheduleHooks(kind);
  const { data } = useCalendar(range ?? { from: '', to: '' }, { skip: !range });
  const events = useMemo(() => toEvents(data ?? [], to.task, to.plan, t('calendar.planned')), [data, to, t]);
  const language = LANGUAGES.find((code) => i18n.language.startsWith(code)) ?? 'en';
  return (
    <Stack gap="4">
      <PageHeader title={title} />
      <Calendar
        events={events}
        language={language}
        label={title}
        onRangeChange={(next) => setRange((current) => (current?.from === next.from && current.to === next.to ? current : next))}
        onOpen={(href) => void navigate(href)}
      />
    </Stack>
  );
}
