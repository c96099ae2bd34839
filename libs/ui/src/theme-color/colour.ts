export type Rgb = readonly [number, number, number];

/** `#rgb` or `#rrggbb`, any case. */
export function isHexColour(value: unknown): value is string {
  return typeof value === 'string' && /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.test(value);
}

/** `#1890FF` → `#1890ff`, `#abc` → `#aabbcc`. */
export function normaliseHex(hex: string): string {
  if (!isHexColour(hex)) throw new RangeError(`Not a hex colour: ${hex}`);
  const digits = hex.slice(1).toLowerCase();
  return `#${digits.length === 3 ? [...digits].map((digit) => digit + digit).join('') : digits}`;
}

export function hexToRgb(hex: string): Rgb {
  const digits = normaliseHex(hex).slice(1);
  const channel = (start: number) => parseInt(digits.slice(start, start + 2), 16);
  return [channel(0), channel(2), channel(4)];
}

export function rgbToHex(rgb: Rgb): string {
  const byte = (channel: number) => Math.round(Math.min(255, Math.max(0, channel))).toString(16).padStart(2, '0');
  return `#${rgb.map(byte).join('')}`;
}

/** Per sRGB channel: `amount` 0 gives `from`, 1 gives `to`. */
export function mix(from: Rgb, to: Rgb, amount: number): Rgb {
  const channel = (i: 0 | 1 | 2) => from[i] + (to[i] - from[i]) * amount;
  return [channel(0), channel(1), channel(2)];
}
