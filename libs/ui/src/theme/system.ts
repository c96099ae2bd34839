import { createSystem, defaultBaseConfig, defineConfig, type SystemContext } from '@chakra-ui/react';
import {
  animationStyles, breakpoints, buttonRecipe, cssVarsPrefix, cssVarsRoot, globalCss, headingRecipe, inputRecipe,
  keyframes, layerStyles, semanticTokens, spinnerRecipe, textStyles, tokens,
} from '@chakra-ui/react/theme';
import { DEFAULT_BRAND_FG, DEFAULT_BRAND_FG_DARK, DEFAULT_BRAND_SCALE, DEFAULT_BRAND_SOLID } from '../theme-color/defaults';

// The default theme colour (#1890ff); `applyThemeColour` overrides these variables on the root element.
const brandScale = Object.fromEntries(Object.entries(DEFAULT_BRAND_SCALE).map(([shade, value]) => [shade, { value }]));

/**
 * Chakra's tokens with a minimal set of recipes: the full theme would double the sign-in page's
 * bundle. A component whose recipe is not registered here gets it through its `recipe` prop.
 */
const config = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss: {
    ...globalCss,
    // Chakra draws the focus ring of text controls 1 px wide ("inside"); WCAG 2.4.13 wants 2 px.
    'input, select, textarea': { '--focus-ring-width': '2px' },
  },
  theme: {
    breakpoints,
    keyframes,
    tokens: { ...tokens, colors: { ...tokens.colors, brand: brandScale } },
    semanticTokens: {
      ...semanticTokens,
      colors: {
        ...semanticTokens.colors,
        // Form error text meets 4.5:1 on the panels of both modes (Chakra's red.500 is 3.76:1 on white).
        fg: { ...semanticTokens.colors.fg, error: { value: { _light: '{colors.red.700}', _dark: '{colors.red.300}' } } },
        // The focus ring of controls in the default palette (text inputs, selects, text areas): 3:1
        // or more against the panel in both modes (Chakra's gray.400 is 2.6:1 on white).
        gray: { ...semanticTokens.colors.gray, focusRing: { value: { _light: '{colors.gray.600}', _dark: '{colors.gray.400}' } } },
        // The theme colour (spec: default #1890ff), used as `colorPalette="brand"`. Text on it and
        // brand text on the page meet WCAG AA in both colour modes (see theme-color/apply).
        brand: {
          solid: { value: `var(--om-brand-solid, ${DEFAULT_BRAND_SOLID})` },
          contrast: { value: 'white' },
          fg: { value: { _light: `var(--om-brand-fg, ${DEFAULT_BRAND_FG})`, _dark: `var(--om-brand-fg-dark, ${DEFAULT_BRAND_FG_DARK})` } },
          muted: { value: { _light: '{colors.brand.100}', _dark: '{colors.brand.900}' } },
          subtle: { value: { _light: '{colors.brand.50}', _dark: '{colors.brand.950}' } },
          emphasized: { value: { _light: '{colors.brand.200}', _dark: '{colors.brand.800}' } },
          focusRing: { value: { _light: '{colors.brand.500}', _dark: '{colors.brand.400}' } },
        },
      },
    },
    textStyles,
    layerStyles,
    animationStyles,
    // The sign-in page's components only; everything else passes its recipe where it is used (see
    // the `recipe` props in shell/ and display/), so those recipes load with the shell.
    recipes: { button: buttonRecipe, heading: headingRecipe, input: inputRecipe, spinner: spinnerRecipe },
  },
});

export const system: SystemContext = createSystem(defaultBaseConfig, config);
