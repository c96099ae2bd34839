export { isHexColour, normaliseHex } from './colour';
export { contrastRatio, contrastText, MIN_TEXT_CONTRAST, relativeLuminance } from './contrast';
export { COLOUR_SHADES, colourTokens, paletteFromColour, type ColourScale, type ColourShade } from './palette';
