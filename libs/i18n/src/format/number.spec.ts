import { percent, shortenNumber, thousands } from './number';

describe('shortenNumber', () => {
  it('keeps numbers below 1000', () => {
    expect(shortenNumber(0)).toBe('0');
    expect(shortenNumber(7)).toBe('7');
    expect(shortenNumber(999)).toBe('999');
    expect(shortenNumber(12.34)).toBe('12.3');
  });

  it('uses each unit from its threshold', () => {
    expect(shortenNumber(1000)).toBe('1k');
    expect(shortenNumber(1234)).toBe('1.2k');
    expect(shortenNumber(1e6)).toBe('1M');
    expect(shortenNumber(2_500_000)).toBe('2.5M');
    expect(shortenNumber(1e9)).toBe('1G');
    expect(shortenNumber(3.21e9)).toBe('3.2G');
    expect(shortenNumber(1e12)).toBe('1T');
    expect(shortenNumber(4.56e12)).toBe('4.6T');
    expect(shortenNumber(1e15)).toBe('1P');
    expect(shortenNumber(7.89e15)).toBe('7.9P');
    expect(shortenNumber(1e18)).toBe('1E');
    expect(shortenNumber(1.5e18)).toBe('1.5E');
    expect(shortenNumber(2.5e21)).toBe('2500E'); // E is the largest unit
  });

  it('drops a trailing .0 and trailing zeros', () => {
    expect(shortenNumber(1000)).toBe('1k');
    expect(shortenNumber(2_000_000)).toBe('2M');
    expect(shortenNumber(1040)).toBe('1k');
    expect(shortenNumber(1500, 2)).toBe('1.5k');
    expect(shortenNumber(1234, 2)).toBe('1.23k');
    expect(shortenNumber(1234, 0)).toBe('1k');
  });

  it('moves to the next unit when rounding reaches 1000', () => {
    expect(shortenNumber(999.96)).toBe('1k');
    expect(shortenNumber(999_949)).toBe('999.9k');
    expect(shortenNumber(999_950)).toBe('1M');
  });

  it('shortens negative numbers', () => {
    expect(shortenNumber(-999)).toBe('-999');
    expect(shortenNumber(-1234)).toBe('-1.2k');
    expect(shortenNumber(-5e6)).toBe('-5M');
    expect(shortenNumber(-0)).toBe('0');
    expect(shortenNumber(-0.01)).toBe('0');
  });

  it('reads numeric strings and rejects junk', () => {
    expect(shortenNumber('1234')).toBe('1.2k');
    expect(shortenNumber(null)).toBe('');
    expect(shortenNumber(undefined)).toBe('');
    expect(shortenNumber('')).toBe('');
    expect(shortenNumber('abc')).toBe('');
    expect(shortenNumber(Number.NaN)).toBe('');
    expect(shortenNumber(Number.POSITIVE_INFINITY)).toBe('');
  });
});

describe('thousands', () => {
  it('groups with commas by default', () => {
    expect(thousands(0)).toBe('0');
    expect(thousands(999)).toBe('999');
    expect(thousands(1000)).toBe('1,000');
    expect(thousands(1234567)).toBe('1,234,567');
    expect(thousands(1e21)).toBe('1,000,000,000,000,000,000,000');
  });

  it('keeps the decimals', () => {
    expect(thousands(1234567.891)).toBe('1,234,567.891');
    expect(thousands(0.1)).toBe('0.1');
    expect(thousands(1234.5)).toBe('1,234.5');
    expect(thousands(0.0000001)).toBe('0.0000001');
    expect(thousands('1234.50')).toBe('1,234.50');
  });

  it('keeps the sign of negative numbers', () => {
    expect(thousands(-1234567.5)).toBe('-1,234,567.5');
    expect(thousands(-12)).toBe('-12');
    expect(thousands(-0)).toBe('0');
  });

  it('uses the conventions of the language when given', () => {
    expect(thousands(1234567.89, 'zh')).toBe('1,234,567.89');
    expect(thousands(1234567.89, 'en')).toBe('1,234,567.89');
    expect(thousands(1234567.89, 'ja')).toBe('1,234,567.89');
    expect(thousands(-1234567.89, 'es')).toBe('-1.234.567,89');
    expect(thousands(1234, 'es')).toBe('1234'); // Spanish groups from five digits
    expect(thousands('1234567.50', 'es')).toBe('1.234.567,50');
    expect(thousands(1234567, 'zh-CN')).toBe('1,234,567');
  });

  it('falls back to commas for an invalid locale', () => {
    expect(thousands(1234567, 'zh_CN')).toBe('1,234,567');
  });

  it('returns an empty string for missing or non-numeric input', () => {
    expect(thousands(null)).toBe('');
    expect(thousands(undefined)).toBe('');
    expect(thousands('')).toBe('');
    expect(thousands('12a')).toBe('');
    expect(thousands(Number.NaN)).toBe('');
  });
});

describe('percent', () => {
  it("writes a ratio as a percentage with at most one decimal, in the locale's style", () => {
    expect(percent(0.875, 'en')).toBe('87.5%');
    expect(percent(1 / 3, 'en')).toBe('33.3%');
    expect(percent(1, 'zh')).toBe('100%');
    expect(percent(0.5, 'es')).toBe('50\u00a0%');
    expect(percent(0, 'ja')).toBe('0%');
  });

  it('answers nothing when there is no ratio (nothing was due)', () => {
    expect(percent(null)).toBe('');
    expect(percent(Number.NaN)).toBe('');
  });
});
