import { brandVariables } from '@om/ui';
import { memoryStorage } from './storage';
import { applyRememberedThemeColour, rememberThemeVariables } from './theme-cache';

describe('the remembered theme colour', () => {
  it('starts a page in the last colour without computing it, and only for that colour', async () => {
    const storage = memoryStorage();
    const root = document.createElement('div');
    expect(applyRememberedThemeColour(storage, '#f5222d', root)).toBe(false);
    rememberThemeVariables(storage, '#F5222D', brandVariables('#f5222d') ?? {});
    expect(applyRememberedThemeColour(storage, '#11a983', root)).toBe(false);
    expect(applyRememberedThemeColour(storage, '#f5222d', root)).toBe(true);
    expect(root.style.getPropertyValue('--chakra-colors-brand-500')).toBe('#f5222d');
    storage.setItem('themeVariables', '{"colour":"#f5222d","variables":{"--x":"url(evil)"}}');
    expect(applyRememberedThemeColour(storage, '#f5222d', document.createElement('div'))).toBe(false);
  });
});
