/**
 * Exact money arithmetic on decimal strings (never floats). Unit prices carry up to 4 decimals,
 * quantities up to 3, amounts 2: a line amount is quantity × unit price computed on scaled integers
 * and rounded half away from zero to cents; a total is the sum of its line amounts.
 */
const PRICE_SCALE = 4;
const QUANTITY_SCALE = 3;
const AMOUNT_SCALE = 2;

/** "12.5" at scale 4 → 125000n. The text is a validated decimal (the contract's pattern). */
export function toScaled(text: string, scale: number): bigint {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text.trim());
  if (!match) throw new Error(`not a decimal: ${text}`);
  const [, sign = '', whole = '0', fraction = ''] = match;
  const digits = (fraction + '0'.repeat(scale)).slice(0, scale);
  const dropped = fraction.slice(scale);
  let value = BigInt(whole) * 10n ** BigInt(scale) + BigInt(digits || '0');
  if (dropped && dropped.charCodeAt(0) >= '5'.charCodeAt(0)) value += 1n;
  return sign === '-' ? -value : value;
}

/** 125000n at scale 4 → "12.5000". */
export function fromScaled(value: bigint, scale: number): string {
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString().padStart(scale + 1, '0');
  const text = scale === 0 ? digits : `${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
  return negative ? `-${text}` : text;
}

/** Divides by 10^places, rounding half away from zero. */
function rescaleDown(value: bigint, places: number): bigint {
  const divisor = 10n ** BigInt(places);
  const half = divisor / 2n;
  return value >= 0n ? (value + half) / divisor : -((-value + half) / divisor);
}

/** A quantity (a number with up to 3 decimals) as thousandths. */
export function quantityScaled(quantity: number): bigint {
  return BigInt(Math.round(quantity * 10 ** QUANTITY_SCALE));
}

/** A unit price as written ("38.5") normalised to 4 decimals ("38.5000"). */
export function normalPrice(text: string): string {
  return fromScaled(toScaled(text, PRICE_SCALE), PRICE_SCALE);
}

/** quantity × unit price, rounded to cents: lineAmount(3, "0.3333") === "1.00". */
export function lineAmount(quantity: number, unitPrice: string): string {
  const product = quantityScaled(quantity) * toScaled(unitPrice, PRICE_SCALE);
  return fromScaled(rescaleDown(product, QUANTITY_SCALE + PRICE_SCALE - AMOUNT_SCALE), AMOUNT_SCALE);
}

/** The exact sum of amounts ("0.10" + "0.20" === "0.30"). */
export function sumAmounts(amounts: readonly string[]): string {
  return fromScaled(amounts.reduce((total, amount) => total + toScaled(amount, AMOUNT_SCALE), 0n), AMOUNT_SCALE);
}

/** An amount as it is stored and answered, with exactly two decimals. */
export function normalAmount(text: string): string {
  return fromScaled(toScaled(text, AMOUNT_SCALE), AMOUNT_SCALE);
}

/** Quantities add up exactly in thousandths (0.1 + 0.2 === 0.3). */
export function addQuantities(...quantities: number[]): number {
  return Number(fromScaled(quantities.reduce((total, quantity) => total + quantityScaled(quantity), 0n), QUANTITY_SCALE));
}

/** a < b, a == b, a > b on quantities rounded to thousandths: -1, 0, 1. */
export function compareQuantities(a: number, b: number): number {
  const difference = quantityScaled(a) - quantityScaled(b);
  return difference < 0n ? -1 : difference > 0n ? 1 : 0;
}

/** Whether an amount fits the numeric(16,2) columns (at most 14 digits before the point). */
export function amountFits(amount: string): boolean {
  const value = toScaled(amount, AMOUNT_SCALE);
  return (value < 0n ? -value : value) < 10n ** 16n;
}
