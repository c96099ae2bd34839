/**
 * `brandVariables('#1890ff')` written out (a test keeps them equal), so the Chakra system and the
 * first page need no palette code: the default theme colour's scale and its readable variants.
 */
export const DEFAULT_BRAND_SCALE = {
  50: '#edf6ff', 100: '#d1e9ff', 200: '#a3d3ff', 300: '#74bcff', 400: '#46a6ff', 500: '#1890ff',
  600: '#147ad9', 700: '#1165b3', 800: '#0d4f8c', 900: '#0a3a66', 950: '#062440',
} as const;

export const DEFAULT_BRAND_SOLID = '#1165b3';
export const DEFAULT_BRAND_FG = '#1165b3';
export const DEFAULT_BRAND_FG_DARK = '#1890ff';
