import { pinyinKey } from './pinyin-key';

describe('the pinyin search key of a name', () => {
  it('holds the full pinyin and the initials of the Chinese, without tones', () => {
    expect(pinyinKey('1号水泵')).toBe('haoshuibeng hsb');
    expect(pinyinKey('绿化泵')).toBe('lvhuabeng lhb');
  });

  it('is empty for a name without Chinese', () => {
    expect(pinyinKey('Pump P-101')).toBe('');
    expect(pinyinKey('')).toBe('');
  });
});
