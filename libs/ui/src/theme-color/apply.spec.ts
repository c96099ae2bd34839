import { applyColorMode } from '../theme/color-mode';
import { THEME_COLOURS } from '../settings/ui-settings';
import { applyThemeColour, brandVariables, BRAND_FG_DARK_VAR, BRAND_FG_VAR, BRAND_SOLID_VAR } from './apply';
import { contrastRatio } from './contrast';

describe('brandVariables', () => {
  it('puts the colour at 500 of the brand scale', () => {
    const variables = brandVariables('#F5222D');
    expect(variables?.['--chakra-colors-brand-500']).toBe('#f5222d');
    expect(variables?.['--om-brand']).toBe('#f5222d');
    expect(Object.keys(variables ?? {}).filter((name) => name.startsWith('--chakra-colors-brand-'))).toHaveLength(11);
  });

  it.each(THEME_COLOURS)('keeps text readable (WCAG AA) with %s in both colour modes', (colour) => {
    const variables = brandVariables(colour) ?? {};
    expect(contrastRatio(variables[BRAND_SOLID_VAR], '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(variables[BRAND_FG_VAR], '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(variables[BRAND_FG_DARK_VAR], '#09090b')).toBeGreaterThanOrEqual(4.5);
  });

  it('uses a colour that already reads as it is', () => {
    expect(brandVariables('#304156')?.[BRAND_SOLID_VAR]).toBe('#304156');
  });

  it('refuses what is not a hex colour', () => {
    expect(brandVariables('blue')).toBeUndefined();
  });
});

describe('applyThemeColour', () => {
  it('sets the brand variables on the root element at once, without any request', () => {
    const fetchSpy = jest.spyOn(globalThis, 'fetch').mockImplementation(() => Promise.reject(new Error('no network')));
    const root = document.createElement('div');
    expect(applyThemeColour('#11a983', root)).toBe(true);
    expect(root.style.getPropertyValue('--chakra-colors-brand-500')).toBe('#11a983');
    expect(root.style.getPropertyValue(BRAND_SOLID_VAR)).not.toBe('');
    expect(fetchSpy).not.toHaveBeenCalled();
    fetchSpy.mockRestore();
  });

  it('leaves the root alone for an invalid colour', () => {
    const root = document.createElement('div');
    expect(applyThemeColour('nope', root)).toBe(false);
    expect(root.getAttribute('style')).toBeNull();
  });
});

describe('applyColorMode', () => {
  it('switches the dark class and the colour scheme of the root', () => {
    const root = document.createElement('html');
    applyColorMode('dark', root);
    expect(root.classList.contains('dark')).toBe(true);
    expect(root.style.colorScheme).toBe('dark');
    applyColorMode('light', root);
    expect(root.classList.contains('dark')).toBe(false);
    expect(root.classList.contains('light')).toBe(true);
  });
});

describe('the default theme colour written out', () => {
  it('equals what brandVariables computes for #1890ff', async () => {
    const { DEFAULT_BRAND_SCALE, DEFAULT_BRAND_SOLID, DEFAULT_BRAND_FG, DEFAULT_BRAND_FG_DARK } = await import('./defaults');
    const variables = brandVariables('#1890ff') ?? {};
    for (const [shade, value] of Object.entries(DEFAULT_BRAND_SCALE)) expect(variables[`--chakra-colors-brand-${shade}`]).toBe(value);
    expect([variables[BRAND_SOLID_VAR], variables[BRAND_FG_VAR], variables[BRAND_FG_DARK_VAR]]).toEqual([DEFAULT_BRAND_SOLID, DEFAULT_BRAND_FG, DEFAULT_BRAND_FG_DARK]);
  });
});
