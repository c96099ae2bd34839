/** What the number formatters accept; numeric strings are read as numbers. */
export type NumberInput = number | string | null | undefined;

interface Unit {
  readonly value: number;
  readonly symbol: string;
}

/** Shortening units, smallest first. */
export const NUMBER_UNITS: readonly Unit[] = [
  { value: 1e3, symbol: 'k' },
  { value: 1e6, symbol: 'M' },
  { value: 1e9, symbol: 'G' },
  { value: 1e12, symbol: 'T' },
  { value: 1e15, symbol: 'P' },
  { value: 1e18, symbol: 'E' },
];

const MAX_FRACTION_DIGITS = 20;

function toNumber(value: NumberInput): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' && value.trim() === '') return null;
  const n = typeof value === 'number' ? value : Number(value.trim());
  if (!Number.isFinite(n)) return null;
  return n === 0 ? 0 : n; // no "-0"
}

function clampDigits(digits: number): number {
  if (!Number.isFinite(digits)) return 0;
  return Math.min(MAX_FRACTION_DIGITS, Math.max(0, Math.trunc(digits)));
}

function trimZeros(fixed: string): string {
  return fixed.replace(/\.0+$|(\.\d*[1-9])0+$/, '$1');
}

function roundTo(n: number, digits: number): number {
  return Number(n.toFixed(digits));
}

/**
 * Shortens a number with k (1e3), M (1e6), G (1e9), T (1e12), P (1e15), E (1e18), rounded to
 * `digits` decimals with trailing zeros dropped: 1234 → '1.2k', 999 → '999', 1000 → '1k',
 * 999_960 → '1M', -1500 → '-1.5k'. Numbers below 1000 are rounded to `digits` too.
 * Returns '' for null, empty or non-finite input.
 */
export function shortenNumber(value: NumberInput, digits = 1): string {
  const n = toNumber(value);
  if (n === null) return '';
  const places = clampDigits(digits);
  const abs = Math.abs(n);
  let unitIndex = -1;
  for (let i = NUMBER_UNITS.length - 1; i >= 0; i--) {
    const unit = NUMBER_UNITS[i];
    if (unit && abs >= unit.value) {
      unitIndex = i;
      break;
    }
  }
  const scaleOf = (index: number): number => NUMBER_UNITS[index]?.value ?? 1;
  let scaled = roundTo(abs / scaleOf(unitIndex), places);
  // Rounding can reach the next unit: 999.96 → 1k, 999_950 → 1M.
  if (scaled >= 1000 && unitIndex < NUMBER_UNITS.length - 1) {
    unitIndex += 1;
    scaled = roundTo(abs / scaleOf(unitIndex), places);
  }
  const text = trimZeros(scaled.toFixed(places));
  const symbol = NUMBER_UNITS[unitIndex]?.symbol ?? '';
  const sign = n < 0 && scaled !== 0 ? '-' : '';
  return `${sign}${text}${symbol}`;
}

/** Decimals to keep: those written in a numeric string, else those of the number's shortest form. */
function fractionDigitsOf(value: NumberInput, n: number): number {
  if (typeof value === 'string') {
    const written = /\.(\d+)$/.exec(value.trim());
    if (written?.[1]) return Math.min(MAX_FRACTION_DIGITS, written[1].length);
  }
  const match = /^[^e.]*(?:\.(\d+))?(?:e([+-]\d+))?$/i.exec(
    String(Math.abs(n)),
  );
  const decimals = match?.[1]?.length ?? 0;
  const exponent = Number(match?.[2] ?? 0);
  return Math.min(MAX_FRACTION_DIGITS, Math.max(0, decimals - exponent));
}

/** Formatters by locale and digits: building an Intl.NumberFormat costs far more than formatting with one (a list page formats dozens of figures). */
const formats = new Map<string, Intl.NumberFormat>();

function numberFormat(
  locale: string | undefined,
  fractionDigits: number,
  keepWrittenZeros: boolean,
): Intl.NumberFormat {
  const key = `${locale ?? ''}|${fractionDigits}|${keepWrittenZeros ? 1 : 0}`;
  let format = formats.get(key);
  if (!format) {
    format = createNumberFormat(locale, fractionDigits, keepWrittenZeros);
    formats.set(key, format);
  }
  return format;
}

function createNumberFormat(
  locale: string | undefined,
  fractionDigits: number,
  keepWrittenZeros: boolean,
): Intl.NumberFormat {
  const options: Intl.NumberFormatOptions = {
    maximumFractionDigits: fractionDigits,
    minimumFractionDigits: keepWrittenZeros ? fractionDigits : 0,
  };
  if (locale) {
    try {
      return new Intl.NumberFormat(locale, options);
    } catch {
      // An invalid tag (zh_CN, cimode-like junk) falls back to plain commas.
    }
  }
  return new Intl.NumberFormat('en-US', options);
}

/**
 * Groups thousands, keeping decimals and sign: 1234567.891 → '1,234,567.891', -1234 → '-1,234'.
 * With a locale (a BCP 47 tag such as the i18next language) the language's separators and grouping
 * rules apply (es: '1.234.567,891', and four-digit numbers stay ungrouped); without one, commas and a
 * dot. Decimals written in a numeric string are kept as written ('1234.50' → '1,234.50').
 * Returns '' for null, empty or non-numeric input.
 */
export function thousands(value: NumberInput, locale?: string): string {
  const n = toNumber(value);
  if (n === null) return '';
  const fractionDigits = fractionDigitsOf(value, n);
  return numberFormat(locale, fractionDigits, typeof value === 'string').format(
    n,
  );
}

/**
 * A ratio (0…1) as a percentage with at most one decimal, in the locale's style: 0.875 → '87.5%'
 * (en), '87,5 %' (es). Returns '' for null (nothing to divide by: say so in words instead) or
 * non-finite input.
 */
export function percent(ratio: number | null | undefined, locale?: string): string {
  if (ratio === null || ratio === undefined || !Number.isFinite(ratio)) return '';
  const options: Intl.NumberFormatOptions = { style: 'percent', maximumFractionDigits: 1 };
  try {
    return new Intl.NumberFormat(locale ?? 'en-US', options).format(ratio);
  } catch {
    return new Intl.NumberFormat('en-US', options).format(ratio);
  }
}
