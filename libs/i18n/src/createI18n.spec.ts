import { createI18n } from './createI18n';
import { changeLanguage } from './changeLanguage';
import { loadLanguage } from './load';

describe('createI18n', () => {
  it('is ready synchronously with the loaded language', async () => {
    const i18n = createI18n('en', await loadLanguage('en'));
    expect(i18n.isInitialized).toBe(true);
    expect(i18n.t('auth:login.submit')).toBe('Sign in');
  });

  it('loads another language on change and remembers it in the cookie', async () => {
    const i18n = createI18n('en', await loadLanguage('en'));
    await changeLanguage(i18n, 'zh');
    expect(i18n.language).toBe('zh');
    expect(i18n.t('auth:guard.rolesEmpty')).toBe('拉取用户权限失败！');
    expect(document.cookie).toContain('language=zh');
    expect(document.documentElement.lang).toBe('zh-CN');
  });

  it('keeps instances independent', async () => {
    const a = createI18n('en', await loadLanguage('en'));
    const b = createI18n('ja', await loadLanguage('ja'));
    expect(a.language).toBe('en');
    expect(b.language).toBe('ja');
  });
});
