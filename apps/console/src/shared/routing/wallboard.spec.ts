import { base64Url, leaderBoardUrl } from './wallboard';

describe('the leader board address', () => {
  it('give the leader board the base code, the company id and both encoded, and the source', () => {
    expect(base64Url('OM01:12')).toBe('T00wMToxMg');
    expect(leaderBoardUrl('OM01', 12)).toBe('/wallboard/leader?tags=OM01,12,T00wMToxMg&source=console');
    const url = new URL(leaderBoardUrl('OM01', 12), 'http://x');
    expect(url.searchParams.get('tags')?.split(',')).toEqual(['OM01', '12', 'T00wMToxMg']);
    expect(url.searchParams.get('source')).toBe('console');
  });

  it('encode codes that are not plain letters safely', () => {
    const [code, , token] = new URL(leaderBoardUrl('站 A/1', 3), 'http://x').searchParams.get('tags')?.split(',') ?? [];
    expect(code).toBe('站 A/1');
    expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(new TextDecoder().decode(Uint8Array.from(atob(token.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0)))).toBe('站 A/1:3');
  });
});
