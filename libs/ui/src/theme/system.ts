import { createSystem, defaultBaseConfig, defineConfig, type SystemContext } from '@chakra-ui/react';
import {
  animationStyles, breakpoints, buttonRecipe, cssVarsPrefix, cssVarsRoot, globalCss, headingRecipe, inputRecipe,
  keyframes, layerStyles, semanticTokens, spinnerRecipe, textStyles, tokens,
} from '@chakra-ui/react/theme';
import { BRAND_VAR, DEFAULT_BRAND } from './brand';

const brand = `var(${BRAND_VAR}, ${DEFAULT_BRAND})`;
const tint = (percent: number) => `color-mix(in srgb, ${brand} ${percent}%, white)`;

/**
 * Chakra's tokens with a minimal set of recipes: the full theme would double the sign-in page's
 * bundle. A component whose recipe is not registered here gets it through its `recipe` prop.
 */
const config = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens,
    semanticTokens: {
      ...semanticTokens,
      colors: {
        ...semanticTokens.colors,
        // The host's theme colour (spec: default #1890ff), used as `colorPalette="brand"`.
        brand: {
          solid: { value: brand },
          contrast: { value: 'white' },
          fg: { value: brand },
          muted: { value: tint(20) },
          subtle: { value: tint(10) },
          emphasized: { value: tint(30) },
          focusRing: { value: brand },
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
