import { HStack, NativeSelect, Stack } from '@chakra-ui/react';
import { nativeSelectSlotRecipe } from '@chakra-ui/react/theme';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useGetRepairCalendarQuery, type RepairCalendarEntry } from '@om/api';
import { useCanOperation } from '@om/auth';
import { useTranslation } from '@om/i18n';
import { Calendar, PageHeader, type CalendarEvent, type CalendarLanguage, type CalendarRange } from '@om/ui';
import { detailHref, useRouteTitle } from '../../../shared/resource';
import { useScope } from '../../../shared/scope/useScope';
import { repairOrdersMeta } from '../meta';

const LANGUAGES: readonly CalendarLanguage[] = ['zh', 'en', 'es', 'ja'];

/** Calendar events of the orders; a click opens the order when the user may read orders. */
export function toEvents(entries: readonly RepairCalendarEntry[], unassigned: string, orderHref: ((id: number) => string) | undefined): CalendarEvent[] {
  return entries.map((entry) => ({
    id: `repair-${entry.order_id}`,
    title: `${entry.code} ${entry.title} · ${entry.assignee_name || unassigned}`,
    start: entry.due_at,
    tone: entry.tone,
    ...(orderHref ? { href: orderHref(entry.order_id) } : {}),
  }));
}

/** /repair/serviceCalendar: repair orders by due date and assignee, month and week views. */
export function ServiceCalendarPage() {
  const { t, i18n } = useTranslation('repair');
  const title = useRouteTitle('repair.serviceCalendar');
  const navigate = useNavigate();
  const scope = useScope();
  const mayOpen = useCanOperation('getRepairOrder');
  const [range, setRange] = useState<CalendarRange>();
  const [assignee, setAssignee] = useState('');
  const { data } = useGetRepairCalendarQuery({ from: range?.from ?? '', to: range?.to ?? '', ...scope }, { skip: !range });
  const people = useMemo(() => {
    const names = new Map<number, string>();
    for (const entry of data ?? []) if (entry.assignee_id) names.set(entry.assignee_id, entry.assignee_name);
    return [...names].sort(([, a], [, b]) => a.localeCompare(b));
  }, [data]);
  const events = useMemo(() => {
    const shown = (data ?? []).filter((entry) => !assignee || String(entry.assignee_id) === assignee);
    return toEvents(shown, t('calendar.unassigned'), mayOpen ? (id) => detailHref(repairOrdersMeta, id) ?? '#' : undefined);
  }, [data, assignee, mayOpen, t]);
  const language = LANGUAGES.find((code) => i18n.language.startsWith(code)) ?? 'en';
  return (
    <Stack gap="4">
      <PageHeader
        title={title}
        actions={
          <HStack>
            <NativeSelect.Root recipe={nativeSelectSlotRecipe} size="sm" width="auto">
              <NativeSelect.Field aria-label={t('calendar.assignee')} value={assignee} onChange={(event) => setAssignee(event.currentTarget.value)}>
                <option value="">{t('calendar.everyone')}</option>
                {people.map(([id, name]) => (
                  <option key={id} value={String(id)}>
                    {name}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </HStack>
        }
      />
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
