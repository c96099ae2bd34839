import { isHexColour, normaliseHex } from './colour';
import { contrastRatio, MIN_TEXT_CONTRAST } from './contrast';
import { COLOUR_SHADES, paletteFromColour, type ColourShade } from './palette';

/** The Chakra scale of the brand colour: `--chakra-colors-brand-50` … `--chakra-colors-brand-950`. */
export const brandShadeVar = (shade: ColourShade): string => `--chakra-colors-brand-${shade}`;

/** The theme colour as chosen (`#rrggbb`). */
export const BRAND_COLOUR_VAR = '--om-brand';
/** A background for white text: the colour itself, or the first darker shade that reads (WCAG AA). */
export const BRAND_SOLID_VAR = '--om-brand-solid';
/** Brand text on light surfaces. */
export const BRAND_FG_VAR = '--om-brand-fg';
/** Brand text on dark surfaces. */
export const BRAND_FG_DARK_VAR = '--om-brand-fg-dark';

const WHITE = '#ffffff';
/** The darkest surface of the dark mode (Chakra's `bg.panel`, gray.950). */
const DARK_SURFACE = '#09090b';

const DARKER: readonly ColourShade[] = [500, 600, 700, 800, 900, 950];
const LIGHTER: readonly ColourShade[] = [500, 400, 300, 200, 100, 50];

/**
 * The CSS custom properties that carry a theme colour through the whole Chakra theme: the brand
 * scale (the colour at 500) and the accessible variants the semantic tokens (`brand.solid`,
 * `brand.fg`) use. Anything that is not a hex colour yields undefined.
 */
export function brandVariables(colour: string): Record<string, string> | undefined {
  if (!isHexColour(colour)) return undefined;
  const hex = normaliseHex(colour);
  const scale = paletteFromColour(hex);
  const readable = (shades: readonly ColourShade[], on: string) =>
    scale[shades.find((shade) => contrastRatio(scale[shade], on) >= MIN_TEXT_CONTRAST) ?? shades[shades.length - 1]];
  const variables: Record<string, string> = {};
  for (const shade of COLOUR_SHADES) variables[brandShadeVar(shade)] = scale[shade];
  variables[BRAND_COLOUR_VAR] = hex;
  variables[BRAND_SOLID_VAR] = readable(DARKER, WHITE);
  variables[BRAND_FG_VAR] = readable(DARKER, WHITE);
  variables[BRAND_FG_DARK_VAR] = readable(LIGHTER, DARK_SURFACE);
  return variables;
}

/**
 * Applies a theme colour at once, without rebuilding the Chakra system or fetching anything: the
 * brand variables are set on the root element, where they override the stylesheet's defaults.
 * Returns whether the colour was applied.
 */
export function applyThemeColour(colour: string | undefined, root: HTMLElement | undefined = globalThis.document?.documentElement): boolean {
  const variables = colour ? brandVariables(colour) : undefined;
  if (!variables || !root) return false;
  for (const [name, value] of Object.entries(variables)) root.style.setProperty(name, value);
  return true;
}
