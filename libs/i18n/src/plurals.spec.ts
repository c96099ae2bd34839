import { createI18n } from './createI18n';
import { loadLanguage } from './load';

// Messages that carry a count say it in the language's plural form (issue 16: "1 permissions").
describe('counted messages', () => {
  it('use the singular for one in English and Spanish', async () => {
    const en = createI18n('en', await loadLanguage('en'));
    expect(en.t('resource:confirm.deleteManyTitle', { count: 1 })).toBe('Delete 1 selected record?');
    expect(en.t('resource:confirm.deleteManyTitle', { count: 3 })).toBe('Delete 3 selected records?');
    expect(en.t('system:resources.roles.permissionCount', { count: 1 })).toBe('1 permission');
    expect(en.t('system:resources.roles.permissionCount', { count: 12 })).toBe('12 permissions');
    expect(en.t('schedule:plan.generated', { count: 1 })).toBe('1 task generated');
    expect(en.t('schedule:task.savedAbnormal', { count: 1 })).toMatch(/^1 abnormal result:/);
    const es = createI18n('es', await loadLanguage('es'));
    expect(es.t('system:resources.roles.permissionCount', { count: 1 })).toBe('1 permiso');
    expect(es.t('schedule:plan.generated', { count: 2 })).toBe('2 tareas generadas');
  });

  it('keep one form in Chinese and Japanese', async () => {
    const zh = createI18n('zh', await loadLanguage('zh'));
    expect(zh.t('system:resources.roles.permissionCount', { count: 1 })).toBe('1 项权限');
    const ja = createI18n('ja', await loadLanguage('ja'));
    expect(ja.t('resource:confirm.deleteManyTitle', { count: 1 })).toBe('選択した 1 件を削除しますか？');
  });
});
