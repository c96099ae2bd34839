import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createI18n, I18nextProvider, loadLanguage, type Language } from '@om/i18n';
import { DEFAULT_SETTINGS } from './ui-settings';
import { UiProvider } from '../theme/UiProvider';
import { SettingsDrawer } from './SettingsDrawer';

async function renderDrawer(language: Language = 'en') {
  const i18n = createI18n(language, await loadLanguage(language));
  const onChange = jest.fn();
  const onClose = jest.fn();
  render(
    <I18nextProvider i18n={i18n}>
      <UiProvider>
        <SettingsDrawer settings={DEFAULT_SETTINGS} chinese={language === 'zh'} onChange={onChange} onClose={onClose} />
      </UiProvider>
    </I18nextProvider>,
  );
  return { onChange, onClose };
}

describe('the settings drawer', () => {
  it('offers the eight theme colours with #1890ff chosen, and reports a choice', async () => {
    const { onChange } = await renderDrawer();
    const group = screen.getByRole('radiogroup', { name: 'Theme colour' });
    expect(group).toBeInTheDocument();
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('aria-label'))).toEqual([
      '#409EFF', '#1890ff', '#304156', '#212121', '#11a983', '#13c2c2', '#6959CD', '#f5222d',
    ]);
    expect(screen.getByRole('radio', { name: '#1890ff' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: '#f5222d' }));
    expect(onChange).toHaveBeenCalledWith({ key: 'theme', value: '#f5222d' });
  });

  it('switches the tabs bar, fixed header, sidebar logo and dark mode, starting from the defaults', async () => {
    const { onChange } = await renderDrawer();
    expect(screen.getByRole('switch', { name: 'Tabs bar' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Fixed header' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Sidebar logo' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Dark mode' })).not.toBeChecked();
    expect(screen.queryByRole('switch', { name: 'Pinyin menu search' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('switch', { name: 'Tabs bar' }));
    expect(onChange).toHaveBeenCalledWith({ key: 'tagsView', value: false });
    await userEvent.click(screen.getByRole('switch', { name: 'Dark mode' }));
    expect(onChange).toHaveBeenCalledWith({ key: 'colorMode', value: 'dark' });
  });

  it('offers pinyin search in Chinese, and closes on Escape', async () => {
    const { onChange, onClose } = await renderDrawer('zh');
    await userEvent.click(screen.getByRole('switch', { name: '菜单搜索支持拼音' }));
    expect(onChange).toHaveBeenCalledWith({ key: 'supportPinyinSearch', value: false });
    expect(screen.getByRole('dialog', { name: '系统布局配置' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });
});
