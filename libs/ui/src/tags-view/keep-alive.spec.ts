import { nextKeptPages, restoredScroll, type KeptPage } from './keep-alive';

const page = (key: string, value = key): KeptPage<string> => ({ key, value });
const keys = (pages: KeptPage<string>[]) => pages.map((kept) => kept.key);

describe('nextKeptPages', () => {
  it('keeps the earlier cached pages in the order they were opened and adds the new one', () => {
    let pages = nextKeptPages<string>([], page('/dashboard'), ['/dashboard']);
    pages = nextKeptPages(pages, page('/system/message'), ['/dashboard', '/system/message']);
    pages = nextKeptPages(pages, page('/dashboard', 'again'), ['/dashboard', '/system/message']);
    expect(keys(pages)).toEqual(['/dashboard', '/system/message']);
    expect(pages[0].value).toBe('again');
  });

  it('always renders the current page, cached or not (noCache)', () => {
    const pages = nextKeptPages([page('/dashboard')], page('/profile/index'), ['/dashboard']);
    expect(keys(pages)).toEqual(['/dashboard', '/profile/index']);
  });

  it('drops a page that is not cached once another shows (noCache, closed tab, refresh)', () => {
    let pages = nextKeptPages([page('/dashboard')], page('/profile/index'), ['/dashboard']);
    pages = nextKeptPages(pages, page('/dashboard'), ['/dashboard']);
    expect(keys(pages)).toEqual(['/dashboard']);
    pages = nextKeptPages([page('/a'), page('/b')], page('/b'), ['/b']);
    expect(keys(pages)).toEqual(['/b']);
  });

  it('keeps nothing but the current page when caching is off (tabs bar hidden)', () => {
    const pages = nextKeptPages([page('/a'), page('/b')], page('/c'), []);
    expect(keys(pages)).toEqual(['/c']);
  });
});

describe('restoredScroll', () => {
  it('returns where a kept page was left, and the top for others', () => {
    const positions = new Map([['/a', 420]]);
    expect(restoredScroll(positions, '/a', ['/a'])).toBe(420);
    expect(restoredScroll(positions, '/a', [])).toBe(0);
    expect(restoredScroll(positions, '/b', ['/b'])).toBe(0);
  });
});
