import { detectLanguage, toLanguage } from './detect';

describe('detectLanguage', () => {
  it('prefers the language cookie', () => {
    expect(detectLanguage('ja', ['zh-CN'])).toBe('ja');
  });

  it('ignores an unknown cookie value and falls back to the browser', () => {
    expect(detectLanguage('fr', ['zh-CN'])).toBe('zh');
  });

  it('maps regional browser languages to their language', () => {
    expect(detectLanguage(undefined, ['zh-CN'])).toBe('zh');
    expect(detectLanguage(undefined, ['ja-JP'])).toBe('ja');
    expect(detectLanguage(undefined, ['es-MX'])).toBe('es');
    expect(detectLanguage(undefined, ['en-GB'])).toBe('en');
  });

  it('takes the first browser language the console has', () => {
    expect(detectLanguage(undefined, ['fr-FR', 'de', 'es-ES', 'zh'])).toBe('es');
  });

  it('falls back to English', () => {
    expect(detectLanguage(undefined, [])).toBe('en');
    expect(detectLanguage('', ['fr', 'de'])).toBe('en');
    expect(detectLanguage(null)).toBe('en');
  });

  it('accepts underscores and upper case', () => {
    expect(toLanguage('ZH_tw')).toBe('zh');
  });
});
