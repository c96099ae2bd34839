import { ensureLanguage } from './changeLanguage';
import { createI18n } from './createI18n';
import { LANGUAGES } from './languages';
import { loadLanguage } from './load';
import { BOOT_NAMESPACES, NAMESPACES } from './namespaces';

describe('loading a language in two parts', () => {
  it.each(LANGUAGES)('%s boots with the boot namespaces only', async (language) => {
    const boot = await loadLanguage(language, 'boot');
    expect(Object.keys(boot).sort()).toEqual([...BOOT_NAMESPACES].sort());
    const all = await loadLanguage(language);
    for (const namespace of BOOT_NAMESPACES) expect(boot[namespace]).toEqual(all[namespace]);
  });

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
});
