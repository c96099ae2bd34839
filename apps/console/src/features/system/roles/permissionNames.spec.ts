import { ALL_PERMISSIONS, PERMISSION_GROUPS } from '@om/auth';
import { createI18n, LANGUAGES, loadLanguage } from '@om/i18n';

describe('permission names in the permission editor', () => {
  it.each(LANGUAGES)('has a name for every permission and every group in %s', async (language) => {
    const i18n = createI18n(language, await loadLanguage(language));
    const missing = [
      ...ALL_PERMISSIONS.filter((name) => !i18n.exists(`system:permissions.${name}`)),
      ...Object.keys(PERMISSION_GROUPS).filter((group) => !i18n.exists(`system:permissionGroups.${group}`)),
    ];
    expect(missing).toEqual([]);
  });
});
