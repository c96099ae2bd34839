import { memoryCookies } from './cookies';
import { MESSAGE_CURSOR_COOKIE, readMessageCursor, writeMessageCursor } from './message-cursor';

describe('message poll cursor (cookie untime)', () => {
  it('is 0 by default', () => {
    expect(MESSAGE_CURSOR_COOKIE).toBe('untime');
    expect(readMessageCursor(memoryCookies())).toBe(0);
  });

  it('round-trips an integer time stamp', () => {
    const cookies = memoryCookies();
    expect(writeMessageCursor(1718000000, cookies)).toBe(true);
    expect(cookies.get('untime')).toBe('1718000000');
    expect(readMessageCursor(cookies)).toBe(1718000000);
    expect(writeMessageCursor('1718000100', cookies)).toBe(true);
    expect(readMessageCursor(cookies)).toBe(1718000100);
  });

  it.each([-1, 1.5, 'soon', null, undefined, Number.NaN])('ignores %p on write', (value) => {
    const cookies = memoryCookies({ untime: '42' });
    expect(writeMessageCursor(value, cookies)).toBe(false);
    expect(readMessageCursor(cookies)).toBe(42);
  });

  it.each(['', 'abc', '-5', '1e3', '12.5'])('reads %p as 0', (value) => {
    expect(readMessageCursor(memoryCookies({ untime: value }))).toBe(0);
  });
});
