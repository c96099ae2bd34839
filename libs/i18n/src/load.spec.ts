import { ensureLanguage } from './changeLanguage';
import { createI18n } from './createI18n';
import { LANGUAGES } from './languages';
import { loadLanguage } from './load';
import { BOOT_NAMESPACES, NAMESPACES, SIGNED_IN_NAMESPACES } from './namespaces';

describe('loading a language in parts', () => {
  const PARTS = [
    ['boot', BOOT_NAMESPACES],
    ['signedIn', SIGNED_IN_NAMESPACES],
  ] as const;
  it.each(LANGUAGES.flatMap((language) => PARTS.map(([part, namespaces]) => [language, part, namespaces] as const)))(
    '%s: the %s part holds its namespaces only, as the whole language has them',
    async (language, part, namespaces) => {
      const loaded = await loadLanguage(language, part);
      expect(Object.keys(loaded).sort()).toEqual([...namespaces].sort());
      const all = await loadLanguage(language);
      for (const namespace of namespaces) expect(loaded[namespace]).toEqual(all[namespace]);
    },
  );

  it('completes a boot-only instance with every namespace, once', async () => {
    const i18n = createI18n('en', await loadLanguage('en', 'boot'));
    expect(i18n.exists('shell:search.button')).toBe(false);
    expect(i18n.t('auth:login.submit')).toBe('Sign in');
    await ensureLanguage(i18n, 'en');
    expect(NAMESPACES.every((namespace) => i18n.hasResourceBundle('en', namespace))).toBe(true);
    expect(i18n.t('shell:search.button')).toBe('Search menu');
    const add = jest.spyOn(i18n, 'addResourceBundle');
    await ensureLanguage(i18n, 'en');
    expect(add).not.toHaveBeenCalled();
  });

  it('adds the signed-in part to a boot start, then the rest for the modules', async () => {
    const i18n = createI18n('en', await loadLanguage('en', 'boot'));
    await ensureLanguage(i18n, 'en', 'signedIn');
    expect(i18n.t('shell:search.button')).toBe('Search menu');
    expect(i18n.hasResourceBundle('en', 'device')).toBe(false);
    const add = jest.spyOn(i18n, 'addResourceBundle');
    await ensureLanguage(i18n, 'en', 'signedIn');
    expect(add).not.toHaveBeenCalled();
    await ensureLanguage(i18n, 'en');
    expect(NAMESPACES.every((namespace) => i18n.hasResourceBundle('en', namespace))).toBe(true);
  });

  it('loads the whole language for the signed-in part when the boot namespaces are missing', async () => {
    const i18n = createI18n('en', await loadLanguage('en', 'boot'));
    await ensureLanguage(i18n, 'ja', 'signedIn');
    expect([...BOOT_NAMESPACES, ...SIGNED_IN_NAMESPACES].every((namespace) => i18n.hasResourceBundle('ja', namespace))).toBe(true);
  });
});
