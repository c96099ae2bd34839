/** What the calendar shows: presentational, the page maps its records to these. */
export type CalendarTone = 'planned' | 'open' | 'overdue' | 'completed' | 'closed';

export interface CalendarEvent {
  id: string;
  title: string;
  /** A wall-clock time, YYYY-MM-DDTHH:mm. */
  start: string;
  tone: CalendarTone;
  /** Where a click on the event leads (a record's page); none = not a link. */
  href?: string;
  /** Whether it may be dragged to another day (onMove decides). */
  movable?: boolean;
}

export interface CalendarRange {
  /** First visible day, YYYY-MM-DD. */
  from: string;
  /** Last visible day (inclusive), YYYY-MM-DD. */
  to: string;
}

export type CalendarLanguage = 'zh' | 'en' | 'es' | 'ja';

export interface CalendarProps {
  events: readonly CalendarEvent[];
  language: CalendarLanguage;
  /** The view the calendar opens with (the toolbar switches between month, week and list). */
  view?: 'month' | 'week' | 'list';
  /** Called with the visible days whenever they change (first render included). */
  onRangeChange(range: CalendarRange): void;
  /** A click (or Enter) on an event with an href. */
  onOpen(href: string): void;
  /** The accessible name of the calendar region. */
  label: string;
  /**
   * A movable event dropped on another day: its id and new start (the same time of day). Resolves true
   * when the move was kept; false puts the event back.
   */
  onMove?(id: string, start: string): Promise<boolean>;
  /** The names of the tones, shown as a legend (symbol, colour and name, so colour is never the only cue). */
  legend?: { label: string; tones: Record<CalendarTone, string> };
}
