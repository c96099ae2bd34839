import { pinyin } from 'pinyin-pro';

const HAN = /\p{Script=Han}/u;

/**
 * The pinyin search key of a name with Chinese characters, without tones (ü written v): the full
 * pinyin and the initials, space-separated ('1号水泵' → 'haoshuibeng hsb'; letters and digits are left
 * out, the name itself holds them). Kept per record in search_pinyin (./pinyin-index.ts), so `shuibeng`,
 * `beng` and `hsb` find 1号水泵 through a 2-/3-gram index of the keys. '' without Chinese.
 * The header's menu search computes the same keys in the browser (libs/ui/src/search/pinyin.ts).
 */
export function pinyinKey(name: string): string {
  if (!HAN.test(name)) return '';
  const syllables: string[] = [];
  const initials: string[] = [];
  for (const part of pinyin(name, { toneType: 'none', type: 'all', v: true, nonZh: 'removed' })) {
    if (!part.isZh || !part.pinyin) continue;
    syllables.push(part.pinyin.toLowerCase());
    initials.push(part.first.toLowerCase());
  }
  return syllables.length ? `${syllables.join('')} ${initials.join('')}` : '';
}
