import i18next from 'i18next';
import en from '../locales/en/format.json';
import es from '../locales/es/format.json';
import ja from '../locales/ja/format.json';
import zh from '../locales/zh/format.json';
import {
  DEFAULT_DATE_TIME_PATTERN,
  formatDateTime,
  weekdayName,
  type FormatT,
} from './date-time';

async function translator(lng: string): Promise<FormatT> {
  const instance = i18next.createInstance();
  await instance.init({
    lng,
    fallbackLng: false,
    ns: ['common', 'format'],
    defaultNS: 'common',
    resources: {
      zh: { format: zh },
      en: { format: en },
      es: { format: es },
      ja: { format: ja },
    },
    interpolation: { escapeValue: false },
  });
  return instance.getFixedT(lng, 'format');
}

describe('formatDateTime', () => {
  // Wednesday 20 November 2024, local time; early in the year and the day to show the padding.
  const date = new Date(2024, 10, 20, 14, 5, 9);
  const padded = new Date(2024, 0, 5, 3, 4, 7);

  it('defaults to year-month-day hour:minute:second', () => {
    expect(DEFAULT_DATE_TIME_PATTERN).toBe('{y}-{m}-{d} {h}:{i}:{s}');
    expect(formatDateTime(date)).toBe('2024-11-20 14:05:09');
    expect(formatDateTime(padded)).toBe('2024-01-05 03:04:07');
  });

  it('formats every kind of input', () => {
    expect(formatDateTime(date.getTime())).toBe('2024-11-20 14:05:09');
    expect(formatDateTime(Math.floor(date.getTime() / 1000))).toBe(
      '2024-11-20 14:05:09',
    ); // ten-digit seconds
    expect(formatDateTime(String(Math.floor(date.getTime() / 1000)))).toBe(
      '2024-11-20 14:05:09',
    );
    expect(formatDateTime('2024-11-20 14:05:09')).toBe('2024-11-20 14:05:09');
    expect(formatDateTime(date.toISOString())).toBe('2024-11-20 14:05:09');
  });

  it('applies a custom pattern and keeps other text', () => {
    expect(formatDateTime(date, '{y}/{m}/{d}')).toBe('2024/11/20');
    expect(formatDateTime(date, '{h}:{i}')).toBe('14:05');
    expect(formatDateTime(date, '{y}年{m}月{d}日 {x}')).toBe(
      '2024年11月20日 {x}',
    );
  });

  it('returns an empty string for null and invalid input', () => {
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime(undefined)).toBe('');
    expect(formatDateTime('')).toBe('');
    expect(formatDateTime('garbage')).toBe('');
    expect(formatDateTime(new Date(Number.NaN))).toBe('');
  });

  it('localizes the weekday {a} through the format namespace', async () => {
    const pattern = '{y}-{m}-{d} {a}';
    expect(formatDateTime(date, pattern, await translator('zh'))).toBe(
      '2024-11-20 星期三',
    );
    expect(formatDateTime(date, pattern, await translator('en'))).toBe(
      '2024-11-20 Wednesday',
    );
    expect(formatDateTime(date, pattern, await translator('es'))).toBe(
      '2024-11-20 miércoles',
    );
    expect(formatDateTime(date, pattern, await translator('ja'))).toBe(
      '2024-11-20 水曜日',
    );
    expect(formatDateTime(date, pattern)).toBe('2024-11-20 Wednesday'); // no t: English
  });

  it('names all seven weekdays', async () => {
    const t = await translator('zh');
    const week = Array.from({ length: 7 }, (_, i) =>
      weekdayName(new Date(2024, 10, 17 + i), t),
    );
    expect(week).toEqual([
      '星期日',
      '星期一',
      '星期二',
      '星期三',
      '星期四',
      '星期五',
      '星期六',
    ]);
  });
});
