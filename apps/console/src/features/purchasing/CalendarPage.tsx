import { Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useGetPurchasingCalendarQuery, type PurchasingCalendarEntry } from '@om/api';
import { useTranslation } from '@om/i18n';
import { Calendar, PageHeader, type CalendarEvent, type CalendarLanguage, type CalendarRange, type CalendarTone } from '@om/ui';
import { detailHref, useListScope, useRouteTitle } from '../../shared/resource';
import { purchaseOrdersMeta, purchaseRequestsMeta } from './meta';

const LANGUAGES: readonly CalendarLanguage[] = ['zh', 'en', 'es', 'ja'];

function toneOf(entry: PurchasingCalendarEntry, today: string): CalendarTone {
  if (['received', 'closed', 'converted'].includes(entry.status)) return 'completed';
  if (['cancelled', 'rejected'].includes(entry.status)) return 'closed';
  if (entry.date < today) return 'overdue';
  return entry.kind === 'delivery' && ['ordered', 'partly_received'].includes(entry.status) ? 'open' : 'planned';
}

export function toEvents(entries: readonly PurchasingCalendarEntry[], label: (entry: PurchasingCalendarEntry) => string, today: string): CalendarEvent[] {
  return entries.map((entry) => ({
    id: `${entry.kind}-${entry.id}`,
    title: label(entry),
    start: `${entry.date}T09:00`,
    tone: toneOf(entry, today),
    href: detailHref(entry.kind === 'delivery' ? purchaseOrdersMeta : purchaseRequestsMeta, entry.id),
  }));
}

/** /office/purchasingCalendar: expected deliveries of purchase orders and needed-by days of requests. */
export function PurchasingCalendarPage() {
  const { t, i18n } = useTranslation('purchasing');
  const title = useRouteTitle('office.purchasingCalendar');
  const navigate = useNavigate();
  const scope = useListScope(true);
  const [range, setRange] = useState<CalendarRange>();
  const { data } = useGetPurchasingCalendarQuery({ ...scope, from: range?.from ?? '', to: range?.to ?? '' }, { skip: !range });
  const today = new Date().toISOString().slice(0, 10);
  const events = useMemo(
    () => toEvents(data?.items ?? [], (entry) => `${t(`calendar.${entry.kind}`)} · ${entry.number} · ${entry.title} (${t(entry.kind === 'delivery' ? `orderStatus.${entry.status}` : `requestStatus.${entry.status}`)})`, today),
    [data, t, today],
  );
  const language = LANGUAGES.find((code) => i18n.language.startsWith(code)) ?? 'en';
  return (
    <Stack gap="4">
      <PageHeader title={title} />
      <Text color="fg.muted">{t('calendar.help')}</Text>
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
