import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createI18n, I18nextProvider, loadLanguage, type Language } from '@om/i18n';
import type { MenuSearchEntry, RecordSearch } from '../search/types';
import { UiProvider } from '../theme/UiProvider';
import { HeaderSearch } from './HeaderSearch';
import { nextActive } from './SearchDialog';
import { isSearchShortcut } from './shortcut';

const en: MenuSearchEntry[] = [
  { path: '/dashboard', title: 'Dashboard', breadcrumb: ['Dashboard'] },
  { path: '/system/message', title: 'Messages', breadcrumb: ['System', 'Messages'] },
  { path: '/device/list', title: 'Device ledger', breadcrumb: ['Devices', 'Device ledger'] },
  { path: '/device/type', title: 'Device types', breadcrumb: ['Devices', 'Device types'] },
];
const zh: MenuSearchEntry[] = [
  { path: '/dashboard', title: '首页', breadcrumb: ['首页'] },
  { path: '/system/message', title: '消息', breadcrumb: ['系统管理', '消息'] },
  { path: '/device/list', title: '设备台账', breadcrumb: ['设备管理', '设备台账'] },
];

async function setup({ entries = en, pinyin = false, language = 'en' as Language, records = undefined as RecordSearch | undefined } = {}) {
  const onNavigate = jest.fn();
  const i18n = createI18n(language, await loadLanguage(language));
  render(
    <I18nextProvider i18n={i18n}>
      <UiProvider>
        <HeaderSearch entries={entries} pinyin={pinyin} records={records} onNavigate={onNavigate} />
        <input aria-label="elsewhere" />
      </UiProvider>
    </I18nextProvider>,
  );
  return onNavigate;
}

const options = () => within(screen.getByRole('listbox')).queryAllByRole('option');

describe('the header menu search', () => {
  it('opens from the "Search menu" button as a dialog with a combobox and finds pages fuzzily', async () => {
    const onNavigate = await setup();
    await userEvent.click(screen.getByRole('button', { name: 'Search menu' }));
    const input = await screen.findByRole('combobox', { name: 'Search menu' });
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(input).toHaveFocus();
    await userEvent.type(input, 'mesages');
    await waitFor(() => expect(options().map((option) => option.textContent)).toContain('MessagesSystem › Messages · /system/message'));
    expect(input).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Enter}');
    expect(onNavigate).toHaveBeenCalledWith('/system/message');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('moves with the arrow keys (aria-activedescendant) and opens the chosen page', async () => {
    const onNavigate = await setup();
    await userEvent.keyboard('{Control>}k{/Control}');
    const input = await screen.findByRole('combobox', { name: 'Search menu' });
    await userEvent.type(input, 'device');
    await waitFor(() => expect(options()).toHaveLength(2));
    expect(options()[0]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowDown}');
    expect(options()[1]).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', options()[1].id);
    await userEvent.keyboard('{ArrowDown}');
    expect(options()[0]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowUp}{Enter}');
    expect(onNavigate).toHaveBeenCalledWith(expect.stringMatching(/^\/device\//));
  });

  it("opens with '/' unless the user is typing, and Escape closes it, giving the focus back", async () => {
    await setup();
    await userEvent.click(screen.getByRole('textbox', { name: 'elsewhere' }));
    await userEvent.keyboard('/');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'elsewhere' })).toHaveValue('/');
    screen.getByRole('button', { name: 'Search menu' }).focus();
    await userEvent.keyboard('/');
    expect(await screen.findByRole('combobox')).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Search menu' })).toHaveFocus();
  });

  it('matches pinyin and initials in Chinese when pinyin search is on', async () => {
    const onNavigate = await setup({ entries: zh, pinyin: true, language: 'zh' });
    await userEvent.click(screen.getByRole('button', { name: '搜索菜单' }));
    const input = await screen.findByRole('combobox', { name: '搜索菜单' });
    await userEvent.type(input, 'xiaoxi');
    await waitFor(() => expect(options()[0]).toHaveTextContent('消息'), { timeout: 5000 });
    await userEvent.clear(input);
    await userEvent.type(input, 'sbtz');
    await waitFor(() => expect(options()[0]).toHaveTextContent('设备台账'));
    await userEvent.keyboard('{Enter}');
    expect(onNavigate).toHaveBeenCalledWith('/device/list');
  });

  it('does not match pinyin when pinyin search is off', async () => {
    await setup({ entries: zh, pinyin: false, language: 'zh' });
    await userEvent.click(screen.getByRole('button', { name: '搜索菜单' }));
    await userEvent.type(await screen.findByRole('combobox'), 'xiaoxi');
    expect(await screen.findByText('没有匹配的页面')).toBeInTheDocument();
  });
});

describe('the header record search', () => {
  const devices: RecordSearch = async (query) =>
    query.toUpperCase().startsWith('P-0')
      ? [{ kind: 'device', label: 'Device ledger', items: [{ key: '3', title: 'Feed pump 3', subtitle: 'P-003', path: '/device/details/3' }] }]
      : [];

  it('finds records by what the server answers, grouped by kind after the pages, and opens the chosen one', async () => {
    const onNavigate = await setup({ records: jest.fn(devices) });
    await userEvent.keyboard('{Control>}k{/Control}');
    await userEvent.type(await screen.findByRole('combobox', { name: 'Search menu' }), 'p-003');
    const group = await screen.findByRole('group', { name: 'Device ledger' });
    expect(within(group).getByRole('option')).toHaveTextContent('Feed pump 3P-003');
    await userEvent.keyboard('{Enter}');
    expect(onNavigate).toHaveBeenCalledWith('/device/details/3');
  });

  it('asks the server once typing pauses, and says when records could not be searched', async () => {
    const records = jest.fn(async () => {
      throw new Error('offline');
    });
    await setup({ records });
    await userEvent.click(screen.getByRole('button', { name: 'Search menu' }));
    await userEvent.type(await screen.findByRole('combobox'), 'device');
    expect(await screen.findByText('Records could not be searched; pages still are.')).toBeInTheDocument();
    expect(records).toHaveBeenCalledTimes(1);
    expect(records).toHaveBeenCalledWith('device');
    expect(within(screen.getByRole('group', { name: 'Pages' })).getAllByRole('option')).toHaveLength(2);
  });
});

describe('keyboard helpers', () => {
  const key = (init: Partial<KeyboardEvent> & { target?: EventTarget | null }) => ({
    key: '', ctrlKey: false, metaKey: false, altKey: false, shiftKey: false, target: null, ...init,
  });

  it('knows the shortcuts', () => {
    expect(isSearchShortcut(key({ key: 'k', ctrlKey: true }))).toBe(true);
    expect(isSearchShortcut(key({ key: 'K', metaKey: true }))).toBe(true);
    expect(isSearchShortcut(key({ key: '/' }))).toBe(true);
    expect(isSearchShortcut(key({ key: '/', target: document.createElement('textarea') }))).toBe(false);
    expect(isSearchShortcut(key({ key: 'k' }))).toBe(false);
    expect(isSearchShortcut(key({ key: 'k', ctrlKey: true, altKey: true }))).toBe(false);
  });

  it('wraps the arrow keys', () => {
    expect(nextActive('ArrowDown', 2, 3)).toBe(0);
    expect(nextActive('ArrowUp', 0, 3)).toBe(2);
    expect(nextActive('Enter', 1, 3)).toBeUndefined();
    expect(nextActive('ArrowDown', 0, 0)).toBeUndefined();
  });
});
