import { CHAKRA_SIZES, type Size } from '@om/ui';
import {
  appSlice, closeSidebar, DEFAULT_APP_STATE, deviceForWidth, loadAppState, MOBILE_BREAKPOINT, selectChakraSize, setLanguage, setSize, toggleDevice, toggleSidebar,
} from './app-slice';
import { memoryCookies } from './cookies';

const { reducer } = appSlice;

describe('app preferences', () => {
  describe('on a fresh page', () => {
    it('opens the sidebar, desktop, medium size, language from the browser when no cookie is set', () => {
      expect(loadAppState({ cookies: memoryCookies(), navigatorLanguages: ['ja-JP'] })).toEqual({
        sidebar: { opened: true, withoutAnimation: false },
        device: 'desktop',
        language: 'ja',
        size: 'medium',
      });
    });

    it.each([
      ['0', false],
      ['1', true],
      ['garbage', true],
    ])('sidebarStatus %p → opened %p', (status, opened) => {
      expect(loadAppState({ cookies: memoryCookies({ sidebarStatus: status }) }).sidebar.opened).toBe(opened);
    });

    it('reads language and size from their cookies', () => {
      const state = loadAppState({ cookies: memoryCookies({ language: 'zh', size: 'small' }), navigatorLanguages: ['es'] });
      expect(state).toMatchObject({ language: 'zh', size: 'small' });
    });

    it('falls back to English and medium for cookie values it does not know', () => {
      const state = loadAppState({ cookies: memoryCookies({ language: 'xx', size: 'huge' }) });
      expect(state).toMatchObject({ language: 'en', size: 'medium' });
    });

    it('starts mobile below 992 px', () => {
      expect(loadAppState({ cookies: memoryCookies(), width: 800 }).device).toBe('mobile');
    });
  });

  it.each([
    [0, 'mobile'],
    [991, 'mobile'],
    [992, 'desktop'],
    [1920, 'desktop'],
  ])('deviceForWidth(%p) is %p', (width, device) => {
    expect(MOBILE_BREAKPOINT).toBe(992);
    expect(deviceForWidth(width)).toBe(device);
  });

  it('toggles the sidebar with animation', () => {
    const closed = reducer({ ...DEFAULT_APP_STATE, sidebar: { opened: true, withoutAnimation: true } }, toggleSidebar());
    expect(closed.sidebar).toEqual({ opened: false, withoutAnimation: false });
    expect(reducer(closed, toggleSidebar()).sidebar.opened).toBe(true);
  });

  it('closes the sidebar, optionally without animation', () => {
    expect(reducer(DEFAULT_APP_STATE, closeSidebar({ withoutAnimation: true })).sidebar).toEqual({ opened: false, withoutAnimation: true });
  });

  it('sets device, language and size, ignoring unknown values', () => {
    let state = reducer(DEFAULT_APP_STATE, toggleDevice('mobile'));
    state = reducer(state, setLanguage('es'));
    state = reducer(state, setSize('mini'));
    expect(state).toMatchObject({ device: 'mobile', language: 'es', size: 'mini' });
    const unsafe = (type: string, payload: unknown) => reducer(state, { type, payload });
    expect(unsafe(toggleDevice.type, 'tablet')).toBe(state);
    expect(unsafe(setLanguage.type, 'klingon')).toBe(state);
    expect(unsafe(setSize.type, 'huge')).toBe(state);
  });

  it('maps sizes to Chakra sizes', () => {
    expect(CHAKRA_SIZES).toEqual({ large: 'lg', medium: 'md', small: 'sm', mini: 'xs' });
    const size: Size = 'large';
    expect(selectChakraSize({ app: { ...DEFAULT_APP_STATE, size } })).toBe('lg');
  });
});
