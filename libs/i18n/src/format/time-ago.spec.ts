import i18next from 'i18next';
import en from '../locales/en/format.json';
import es from '../locales/es/format.json';
import ja from '../locales/ja/format.json';
import zh from '../locales/zh/format.json';
import {
  DAY_MS,
  HOUR_MS,
  MINUTE_MS,
  SECOND_MS,
  timeAgo,
  timeAgoList,
} from './time-ago';
import type { FormatT } from './date-time';

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

// 20 November 2024 14:05 local time; `now` is given explicitly so the tests do not depend on the clock.
const then = new Date(2024, 10, 20, 14, 5, 0).getTime();
const at = (elapsedMs: number) => then + elapsedMs;

describe('timeAgo', () => {
  let zhT: FormatT;
  let enT: FormatT;
  beforeAll(async () => {
    zhT = await translator('zh');
    enT = await translator('en');
  });

  it('says just now under 30 seconds', () => {
    expect(timeAgo(then, zhT, at(0))).toBe('刚刚');
    expect(timeAgo(then, zhT, at(29 * SECOND_MS))).toBe('刚刚');
    expect(timeAgo(then, zhT, at(29_999))).toBe('刚刚');
    expect(timeAgo(then, enT, at(29 * SECOND_MS))).toBe('just now');
  });

  it('counts minutes from 30 seconds to under an hour', () => {
    expect(timeAgo(then, zhT, at(30 * SECOND_MS))).toBe('1分钟前');
    expect(timeAgo(then, enT, at(30 * SECOND_MS))).toBe('1 minute ago');
    expect(timeAgo(then, enT, at(2 * MINUTE_MS))).toBe('2 minutes ago');
    expect(timeAgo(then, zhT, at(59 * MINUTE_MS))).toBe('59分钟前');
    expect(timeAgo(then, enT, at(59 * MINUTE_MS))).toBe('59 minutes ago');
    expect(timeAgo(then, enT, at(HOUR_MS - 1))).toBe('59 minutes ago');
  });

  it('counts hours from 60 minutes to under 24 hours', () => {
    expect(timeAgo(then, zhT, at(60 * MINUTE_MS))).toBe('1小时前');
    expect(timeAgo(then, enT, at(60 * MINUTE_MS))).toBe('1 hour ago');
    expect(timeAgo(then, enT, at(90 * MINUTE_MS))).toBe('1 hour ago');
    expect(timeAgo(then, zhT, at(23 * HOUR_MS))).toBe('23小时前');
    expect(timeAgo(then, enT, at(23 * HOUR_MS))).toBe('23 hours ago');
    expect(timeAgo(then, enT, at(DAY_MS - 1))).toBe('23 hours ago');
  });

  it('says one day ago from 24 hours to under 48 hours', () => {
    expect(timeAgo(then, zhT, at(24 * HOUR_MS))).toBe('1天前');
    expect(timeAgo(then, enT, at(24 * HOUR_MS))).toBe('1 day ago');
    expect(timeAgo(then, zhT, at(47 * HOUR_MS))).toBe('1天前');
    expect(timeAgo(then, enT, at(2 * DAY_MS - 1))).toBe('1 day ago');
  });

  it('shows month-day hour:minute from 48 hours on', () => {
    expect(timeAgo(then, zhT, at(48 * HOUR_MS))).toBe('11月20日 14:05');
    expect(timeAgo(then, enT, at(48 * HOUR_MS))).toBe('11/20 14:05');
    expect(timeAgo(then, zhT, at(400 * DAY_MS))).toBe('11月20日 14:05');
  });

  it('writes the date in each language', async () => {
    const early = new Date(2024, 0, 5, 9, 3).getTime();
    const now = early + 3 * DAY_MS;
    expect(timeAgo(early, zhT, now)).toBe('1月5日 09:03');
    expect(timeAgo(early, enT, now)).toBe('1/5 09:03');
    expect(timeAgo(early, await translator('es'), now)).toBe('5/1 09:03');
    expect(timeAgo(early, await translator('ja'), now)).toBe('1月5日 09:03');
  });

  it('translates the relative phrases in es and ja', async () => {
    const esT = await translator('es');
    const jaT = await translator('ja');
    expect(timeAgo(then, esT, at(0))).toBe('justo ahora');
    expect(timeAgo(then, esT, at(MINUTE_MS))).toBe('hace 1 minuto');
    expect(timeAgo(then, esT, at(5 * HOUR_MS))).toBe('hace 5 horas');
    expect(timeAgo(then, esT, at(DAY_MS))).toBe('hace 1 día');
    expect(timeAgo(then, jaT, at(0))).toBe('たった今');
    expect(timeAgo(then, jaT, at(5 * MINUTE_MS))).toBe('5分前');
    expect(timeAgo(then, jaT, at(DAY_MS))).toBe('1日前');
  });

  it('accepts seconds, strings and Dates for the value and a Date for now', () => {
    expect(timeAgo(then / 1000, zhT, at(5 * MINUTE_MS))).toBe('5分钟前'); // ten-digit seconds
    expect(timeAgo(String(then / 1000), zhT, at(5 * MINUTE_MS))).toBe(
      '5分钟前',
    );
    expect(timeAgo('2024-11-20 14:05:00', zhT, at(2 * HOUR_MS))).toBe(
      '2小时前',
    );
    expect(timeAgo(new Date(then), zhT, new Date(at(2 * HOUR_MS)))).toBe(
      '2小时前',
    );
  });

  it('treats a time in the future as just now', () => {
    expect(timeAgo(then, zhT, at(-5 * MINUTE_MS))).toBe('刚刚');
  });

  it('returns an empty string for invalid input', () => {
    expect(timeAgo(null, zhT, then)).toBe('');
    expect(timeAgo('nope', zhT, then)).toBe('');
    expect(timeAgo(then, zhT, Number.NaN)).toBe('');
  });

  it('uses Date.now() by default', () => {
    expect(timeAgo(Date.now() - 10 * SECOND_MS, enT)).toBe('just now');
  });

  it('looks keys up in the format namespace whatever the namespace of t', async () => {
    const instance = i18next.createInstance();
    await instance.init({
      lng: 'zh',
      resources: { zh: { format: zh, layout: { justNow: 'wrong' } } },
      ns: ['layout', 'format'],
      defaultNS: 'layout',
    });
    // Typed keys (CustomTypeOptions) would reject a layout t; at run time it still works.
    const layoutT = instance.getFixedT('zh', 'layout') as unknown as FormatT;
    expect(timeAgo(then, layoutT, at(0))).toBe('刚刚');
    expect(timeAgo(then, instance.t as unknown as FormatT, at(HOUR_MS))).toBe(
      '1小时前',
    );
  });
});

describe('timeAgoList', () => {
  let zhT: FormatT;
  let enT: FormatT;
  beforeAll(async () => {
    zhT = await translator('zh');
    enT = await translator('en');
  });

  it('counts minutes under an hour, at least one', () => {
    expect(timeAgoList(then, zhT, at(0))).toBe('1分钟前');
    expect(timeAgoList(then, enT, at(29 * SECOND_MS))).toBe('1 minute ago');
    expect(timeAgoList(then, enT, at(30 * SECOND_MS))).toBe('1 minute ago');
    expect(timeAgoList(then, zhT, at(59 * MINUTE_MS))).toBe('59分钟前');
    expect(timeAgoList(then, enT, at(59 * MINUTE_MS))).toBe('59 minutes ago');
  });

  it('counts hours from 60 minutes to under a day', () => {
    expect(timeAgoList(then, zhT, at(60 * MINUTE_MS))).toBe('1小时前');
    expect(timeAgoList(then, enT, at(60 * MINUTE_MS))).toBe('1 hour ago');
    expect(timeAgoList(then, zhT, at(23 * HOUR_MS))).toBe('23小时前');
    expect(timeAgoList(then, enT, at(23 * HOUR_MS))).toBe('23 hours ago');
  });

  it('counts days from 24 hours on, never switching to a date', () => {
    expect(timeAgoList(then, zhT, at(24 * HOUR_MS))).toBe('1天前');
    expect(timeAgoList(then, enT, at(24 * HOUR_MS))).toBe('1 day ago');
    expect(timeAgoList(then, enT, at(47 * HOUR_MS))).toBe('1 day ago');
    expect(timeAgoList(then, zhT, at(48 * HOUR_MS))).toBe('2天前');
    expect(timeAgoList(then, enT, at(48 * HOUR_MS))).toBe('2 days ago');
    expect(timeAgoList(then, enT, at(365 * DAY_MS))).toBe('365 days ago');
  });

  it('returns an empty string for invalid input', () => {
    expect(timeAgoList(undefined, zhT, then)).toBe('');
  });
});
