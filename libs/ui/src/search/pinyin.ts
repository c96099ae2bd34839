// Only the `pinyin` function. Its dictionary is nearly all of this module's cost (~141 kB gzip,
// 287 kB minified, Vite 8), so the module is loaded only when pinyin search is on (see load.ts).
import { pinyin } from 'pinyin-pro';
import type { PinyinKeys } from './types';

const HAN = /\p{Script=Han}/u;
const NOT_WORD = /[^\p{L}\p{N}]+/gu;

/**
 * The pinyin of a title without tones (ü written v, as typed on a keyboard): full, spaced and
 * initials. Letters and digits around the Chinese are kept as they are, lower-cased
 * ('PDA设备' → 'pdashebei' / 'pda she bei' / 'pdasb'); punctuation is dropped.
 * Null when the title has no Chinese character.
 */
export function toPinyinKeys(text: string): PinyinKeys | null {
  if (!HAN.test(text)) return null;
  const syllables: string[] = [];
  const initials: string[] = [];
  for (const part of pinyin(text, {
    toneType: 'none',
    type: 'all',
    v: true,
    nonZh: 'consecutive',
  })) {
    if (part.isZh && part.pinyin) {
      syllables.push(part.pinyin.toLowerCase());
      initials.push(part.first.toLowerCase());
    } else {
      for (const word of part.origin.toLowerCase().split(NOT_WORD)) {
        if (word) {
          syllables.push(word);
          initials.push(word);
        }
      }
    }
  }
  return {
    full: syllables.join(''),
    spaced: syllables.join(' '),
    initials: initials.join(''),
  };
}
