export { isHexColour, normaliseHex } from './colour';
export { contrastRatio, contrastText, MIN_TEXT_CONTRAST, relativeLuminance } from './contrast';
export { COLOUR_SHADES, colourTokens, paletteFromColour, type ColourScale, type ColourShade } from './palette';
export {
  applyThemeColour, brandVariables, brandShadeVar, BRAND_COLOUR_VAR, BRAND_SOLID_VAR, BRAND_FG_VAR, BRAND_FG_DARK_VAR,
} from './apply';
export { DEFAULT_BRAND_SCALE, DEFAULT_BRAND_SOLID, DEFAULT_BRAND_FG, DEFAULT_BRAND_FG_DARK } from './defaults';
