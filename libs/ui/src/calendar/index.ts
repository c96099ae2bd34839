export { Calendar } from './Calendar';
export type { CalendarEvent, CalendarLanguage, CalendarProps, CalendarRange, CalendarTone } from './types';
