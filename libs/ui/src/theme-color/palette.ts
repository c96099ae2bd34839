import { hexToRgb, mix, normaliseHex, rgbToHex, type Rgb } from './colour';

export const COLOUR_SHADES = [50, 100, 200, 300, 400, 500, 600, 700, 800, 900, 950] as const;
export type ColourShade = (typeof COLOUR_SHADES)[number];
export type ColourScale = Record<ColourShade, string>;

const WHITE: Rgb = [255, 255, 255];
const BLACK: Rgb = [0, 0, 0];

/** How far each shade moves from the colour: towards white above 500, towards black below. */
const MIX: Record<ColourShade, { towards: Rgb; amount: number }> = {
  50: { towards: WHITE, amount: 0.92 },
  100: { towards: WHITE, amount: 0.8 },
  200: { towards: WHITE, amount: 0.6 },
  300: { towards: WHITE, amount: 0.4 },
  400: { towards: WHITE, amount: 0.2 },
  500: { towards: WHITE, amount: 0 },
  600: { towards: BLACK, amount: 0.15 },
  700: { towards: BLACK, amount: 0.3 },
  800: { towards: BLACK, amount: 0.45 },
  900: { towards: BLACK, amount: 0.6 },
  950: { towards: BLACK, amount: 0.75 },
};

function byShade<T>(make: (shade: ColourShade) => T): Record<ColourShade, T> {
  return {
    50: make(50), 100: make(100), 200: make(200), 300: make(300), 400: make(400), 500: make(500),
    600: make(600), 700: make(700), 800: make(800), 900: make(900), 950: make(950),
  };
}

/** A Chakra-style scale around a colour, which sits at 500 (normalised to `#rrggbb`). */
export function paletteFromColour(hex: string): ColourScale {
  const base = hexToRgb(hex);
  return byShade((shade) => (shade === 500 ? normaliseHex(hex) : rgbToHex(mix(base, MIX[shade].towards, MIX[shade].amount))));
}

/** The scale as Chakra tokens, for `defineConfig({ theme: { tokens: { colors: { brand: … } } } })`. */
export function colourTokens(hex: string): Record<ColourShade, { value: string }> {
  const scale = paletteFromColour(hex);
  return byShade((shade) => ({ value: scale[shade] }));
}
