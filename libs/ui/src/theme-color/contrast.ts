import { hexToRgb } from './colour';

/** WCAG 2 relative luminance, 0 (black) to 1 (white). */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = hexToRgb(hex).map((channel) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/** The AA threshold for normal text. */
export const MIN_TEXT_CONTRAST = 4.5;

/**
 * Text colour for a background: white or black, whichever contrasts more. The better of the two is
 * always at least √21 ≈ 4.58, so it always meets the 4.5 threshold.
 */
export function contrastText(background: string): '#fff' | '#000' {
  return contrastRatio(background, '#ffffff') >= contrastRatio(background, '#000000') ? '#fff' : '#000';
}
