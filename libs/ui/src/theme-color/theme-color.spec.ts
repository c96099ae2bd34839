import { isHexColour, normaliseHex } from './colour';
import { contrastRatio, contrastText, MIN_TEXT_CONTRAST, relativeLuminance } from './contrast';
import { COLOUR_SHADES, colourTokens, paletteFromColour } from './palette';

const PICKER = ['#409EFF', '#1890ff', '#304156', '#212121', '#11a983', '#13c2c2', '#6959CD', '#f5222d'];

describe('isHexColour', () => {
  it.each(['#fff', '#FFF', '#1890ff', '#6959CD'])('accepts %p', (value) => expect(isHexColour(value)).toBe(true));
  it.each(['fff', '#ffff', '#12345g', 'red', '', null, 1890])('rejects %p', (value) => expect(isHexColour(value)).toBe(false));
});

describe('normaliseHex', () => {
  it('lower-cases and expands short forms', () => {
    expect(normaliseHex('#6959CD')).toBe('#6959cd');
    expect(normaliseHex('#AbC')).toBe('#aabbcc');
  });

  it('throws for anything else', () => {
    expect(() => normaliseHex('blue')).toThrow(RangeError);
  });
});

describe('paletteFromColour', () => {
  it.each(PICKER)('puts %p at 500, normalised, with lightness falling from 50 to 950', (colour) => {
    const scale = paletteFromColour(colour);
    expect(Object.keys(scale).map(Number)).toEqual([...COLOUR_SHADES]);
    expect(scale[500]).toBe(colour.toLowerCase());
    const luminances = COLOUR_SHADES.map((shade) => relativeLuminance(scale[shade]));
    luminances.slice(1).forEach((luminance, i) => expect(luminance).toBeLessThan(luminances[i]));
    Object.values(scale).forEach((shade) => expect(shade).toMatch(/^#[0-9a-f]{6}$/));
  });

  it('mixes with white above 500 and black below', () => {
    const scale = paletteFromColour('#1890ff');
    expect(scale[400]).toBe('#46a6ff');
    expect(scale[50]).toBe('#edf6ff');
    expect(scale[900]).toBe('#0a3a66');
  });

  it('never rises in lightness, even for white and black', () => {
    for (const colour of ['#ffffff', '#000']) {
      const scale = paletteFromColour(colour);
      const luminances = COLOUR_SHADES.map((shade) => relativeLuminance(scale[shade]));
      luminances.slice(1).forEach((luminance, i) => expect(luminance).toBeLessThanOrEqual(luminances[i]));
    }
  });

  it('gives Chakra tokens', () => {
    expect(colourTokens('#F5222D')[500]).toEqual({ value: '#f5222d' });
  });
});

describe('contrast', () => {
  it('follows WCAG relative luminance', () => {
    expect(relativeLuminance('#000')).toBe(0);
    expect(relativeLuminance('#fff')).toBe(1);
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21);
    expect(contrastRatio('#777', '#777')).toBe(1);
  });

  it.each([
    ['#304156', '#fff'],
    ['#212121', '#fff'],
    ['#f5222d', '#000'],
    ['#13c2c2', '#000'],
    ['#ffffff', '#000'],
    ['#000000', '#fff'],
  ])('puts %p text in %p', (background, text) => expect(contrastText(background)).toBe(text));

  it.each(PICKER)('meets %p with at least 4.5:1', (colour) => {
    expect(contrastRatio(colour, contrastText(colour))).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
  });

  it('meets 4.5:1 on every grey', () => {
    for (let level = 0; level <= 255; level += 1) {
      const grey = `#${level.toString(16).padStart(2, '0').repeat(3)}`;
      expect(contrastRatio(grey, contrastText(grey))).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    }
  });
});
