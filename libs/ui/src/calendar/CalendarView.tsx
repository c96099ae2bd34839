import FullCalendar from '@fullcalendar/react';
import dayGridPlugin from '@fullcalendar/daygrid';
import interactionPlugin from '@fullcalendar/interaction';
import listPlugin from '@fullcalendar/list';
import esLocale from '@fullcalendar/core/locales/es';
import jaLocale from '@fullcalendar/core/locales/ja';
import zhLocale from '@fullcalendar/core/locales/zh-cn';
import type { DatesSetArg, EventClickArg, EventDropArg, EventInput, LocaleInput, MoreLinkMountArg } from '@fullcalendar/core';
import { Box, HStack, Text } from '@chakra-ui/react';
import { useMemo, useRef } from 'react';
import type { CalendarLanguage, CalendarProps, CalendarTone } from './types';

const LOCALES: Record<CalendarLanguage, LocaleInput | undefined> = { zh: zhLocale, en: undefined, es: esLocale, ja: jaLocale };

/** Semantic tokens of the theme per tone (light and dark modes follow the theme). */
const TONE_COLORS: Record<CalendarTone, { bg: string; fg: string }> = {
  planned: { bg: 'var(--chakra-colors-bg-muted)', fg: 'var(--chakra-colors-fg-muted)' },
  open: { bg: 'var(--chakra-colors-blue-subtle)', fg: 'var(--chakra-colors-blue-fg)' },
  overdue: { bg: 'var(--chakra-colors-red-subtle)', fg: 'var(--chakra-colors-red-fg)' },
  completed: { bg: 'var(--chakra-colors-green-subtle)', fg: 'var(--chakra-colors-green-fg)' },
  closed: { bg: 'var(--chakra-colors-gray-subtle)', fg: 'var(--chakra-colors-gray-fg)' },
};

/** The views offered: month and week day grids, and the month as a list (what a screen reader reads best). */
const VIEWS = { month: 'dayGridMonth', week: 'dayGridWeek', list: 'listMonth' } as const;

const TONES: readonly CalendarTone[] = ['planned', 'open', 'overdue', 'completed', 'closed'];

/** A symbol per tone, beside the colour: the status reads without colour too. */
export const TONE_SYMBOLS: Record<CalendarTone, string> = { planned: '○', open: '●', overdue: '⚠', completed: '✓', closed: '✕' };

const pad = (value: number) => String(value).padStart(2, '0');

function day(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

function wallClock(date: Date): string {
  return `${day(date)}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

function Legend({ label, tones }: NonNullable<CalendarProps['legend']>) {
  return (
    <HStack as="ul" aria-label={label} gap="4" wrap="wrap" listStyleType="none" mt="2">
      {TONES.map((tone) => (
        <HStack as="li" key={tone} gap="1.5">
          <Box as="span" aria-hidden px="1.5" borderRadius="sm" css={{ background: TONE_COLORS[tone].bg, color: TONE_COLORS[tone].fg }}>
            {TONE_SYMBOLS[tone]}
          </Box>
          <Text as="span" textStyle="sm">
            {tones[tone]}
          </Text>
        </HStack>
      ))}
    </HStack>
  );
}

/** FullCalendar's colours from the theme's tokens, so both modes keep their contrast. */
const THEMED = {
  '& .fc': {
    fontSize: 'sm',
    color: 'var(--chakra-colors-fg)',
    '--fc-page-bg-color': 'var(--chakra-colors-bg)',
    '--fc-neutral-bg-color': 'var(--chakra-colors-bg-muted)',
    '--fc-neutral-text-color': 'var(--chakra-colors-fg-muted)',
    '--fc-border-color': 'var(--chakra-colors-border)',
    '--fc-today-bg-color': 'var(--chakra-colors-yellow-subtle)',
  },
  '& .fc a': { color: 'inherit' },
  // The days of the neighbouring months are told apart by a muted colour, not by 30 % opacity.
  '& .fc .fc-day-other .fc-daygrid-day-top': { opacity: 1, color: 'var(--chakra-colors-fg-muted)' },
  '& .fc-event': { cursor: 'pointer' },
};

/** The toolbar's chevrons are images without names inside named buttons: hide them from assistive technology. */
function hideToolbarIcons(root: HTMLElement | null) {
  root?.querySelectorAll('.fc-icon').forEach((icon) => icon.setAttribute('aria-hidden', 'true'));
}

/**
 * FullCalendar's "+2 more" is an `<a>` without href (no role) carrying aria-expanded: it works as a
 * button that opens the day's popover, so it says so; an empty aria-controls is left out until it opens.
 */
function moreLinkAsButton({ el }: MoreLinkMountArg) {
  el.setAttribute('role', 'button');
  if (!el.getAttribute('aria-controls')) el.removeAttribute('aria-controls');
}

/** FullCalendar (month and week day grids, and the month as a list), loaded with the page that shows it. */
export function CalendarView({ events, language, view = 'month', onRangeChange, onOpen, onMove, legend, label }: CalendarProps) {
  const movable = onMove !== undefined;
  const input = useMemo<EventInput[]>(
    () =>
      events.map((event) => ({
        id: event.id,
        title: `${TONE_SYMBOLS[event.tone]} ${event.title}`,
        start: event.start,
        editable: movable && event.movable === true,
        allDay: false,
        url: event.href,
        backgroundColor: TONE_COLORS[event.tone].bg,
        borderColor: TONE_COLORS[event.tone].bg,
        textColor: TONE_COLORS[event.tone].fg,
        classNames: [`tone-${event.tone}`],
        extendedProps: { tone: event.tone },
      })),
    [events, movable],
  );
  const container = useRef<HTMLDivElement>(null);
  const datesSet = (arg: DatesSetArg) => {
    // After FullCalendar has drawn the toolbar of the new range.
    requestAnimationFrame(() => hideToolbarIcons(container.current));
    // `end` is exclusive.
    const last = new Date(arg.end.getTime() - 86_400_000);
    onRangeChange({ from: day(arg.start), to: day(last) });
  };
  const eventClick = (arg: EventClickArg) => {
    if (!arg.event.url) return;
    arg.jsEvent.preventDefault();
    onOpen(arg.event.url);
  };
  const eventDrop = (arg: EventDropArg) => {
    const start = arg.event.start;
    if (!onMove || !start) return arg.revert();
    void onMove(arg.event.id, wallClock(start)).then((kept) => {
      if (!kept) arg.revert();
    });
  };
  return (
    <Box ref={container} role="region" aria-label={label} css={THEMED}>
      <FullCalendar
        plugins={[dayGridPlugin, listPlugin, interactionPlugin]}
        initialView={VIEWS[view]}
        headerToolbar={{ left: 'prev,next today', center: 'title', right: 'dayGridMonth,dayGridWeek,listMonth' }}
        locale={LOCALES[language]}
        firstDay={1}
        events={input}
        eventTimeFormat={{ hour: '2-digit', minute: '2-digit', hour12: false }}
        dayMaxEvents={4}
        moreLinkDidMount={moreLinkAsButton}
        datesSet={datesSet}
        eventClick={eventClick}
        eventDrop={eventDrop}
        editable={false}
        height="auto"
      />
      {legend && <Legend {...legend} />}
    </Box>
  );
}
