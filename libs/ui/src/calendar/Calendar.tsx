import { Spinner } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import type { CalendarProps } from './types';

// FullCalendar (~80 kB gzip) is its own chunk, loaded only by pages that show a calendar.
const CalendarView = lazy(() => import('./CalendarView').then((m) => ({ default: m.CalendarView })));

/** A month / week calendar of events, presentational: props in, navigation and clicks out. */
export function Calendar(props: CalendarProps) {
  return (
    <Suspense fallback={<Spinner aria-label={props.label} />}>
      <CalendarView {...props} />
    </Suspense>
  );
}
