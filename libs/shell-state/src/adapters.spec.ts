import { browserCookies } from './cookies';
import { browserLocalStorage, browserSessionStorage, readJson } from './storage';

function clearCookies() {
  for (const part of document.cookie.split('; ').filter(Boolean)) {
    document.cookie = `${part.split('=')[0]}=; path=/; max-age=0`;
  }
}

describe('browser cookies', () => {
  afterEach(clearCookies);

  it('write, read and remove site-wide cookies, encoding their values', () => {
    browserCookies.set('sidebarStatus', '0');
    browserCookies.set('odd name', 'a; b=c', { maxAgeSeconds: 60 });
    expect(browserCookies.get('sidebarStatus')).toBe('0');
    expect(browserCookies.get('odd name')).toBe('a; b=c');
    browserCookies.remove('sidebarStatus');
    expect(browserCookies.get('sidebarStatus')).toBeUndefined();
  });

  it('read a malformed encoding as is', () => {
    document.cookie = 'untime=%E0%A4%A; path=/';
    expect(browserCookies.get('untime')).toBe('%E0%A4%A');
  });
});

describe('browser storage', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    window.localStorage.clear();
    window.sessionStorage.clear();
  });

  it('uses localStorage and sessionStorage', () => {
    browserLocalStorage().setItem('settings', '{}');
    browserSessionStorage().setItem('tagsView', '[]');
    expect(window.localStorage.getItem('settings')).toBe('{}');
    expect(window.sessionStorage.getItem('tagsView')).toBe('[]');
    browserLocalStorage().removeItem('settings');
    expect(window.localStorage.getItem('settings')).toBeNull();
  });

  it('reads nothing and drops writes when storage throws (private mode, quota, blocked)', () => {
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const storage = browserLocalStorage();
    expect(() => storage.setItem('settings', '{}')).not.toThrow();
    expect(storage.getItem('settings')).toBeNull();
    expect(readJson(storage, 'settings')).toBeUndefined();
  });
});
