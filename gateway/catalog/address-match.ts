// Geocoding by text (spec 001 §3 "results showing lot address and road address"): an address text
// is matched against the districts' sido, gu, dong, lot and road addresses.
// Rules: the text is split into words; a word matches when a district's names contain it, ignoring
// spaces and case ("서울특별시" and "서울시" read as "서울", "강남" finds 강남구); a word of Korean
// initial consonants only matches the names' initials ("ㅇㅅ" finds 역삼동). Every word that is not
// a number must match; numbers ("152", "823-1") only rank (a district knows one building). Best
// first: more matched words, then an exact road or lot address.
import { canBeChoseong, getChoseong } from 'es-hangul';
import type { District } from '../seed/districts-file.ts';

const squash = (text: string): string => text.normalize('NFC').replace(/\s+/g, '').toLowerCase();

const SIDO_ALIASES: readonly [RegExp, string][] = [[/^(서울)(특별시|시)$/, '$1']];

function normaliseWord(word: string): string {
  return SIDO_ALIASES.reduce((w, [pattern, to]) => w.replace(pattern, to), squash(word));
}

const isNumberish = (word: string): boolean => /^[\d-]+$/.test(word);

function haystack(d: District): string {
  return squash(`${d.sido} ${d.sigugun} ${d.dongmyun} ${d.lot_address} ${d.road_address}`);
}

function wordMatches(word: string, hay: string, initials: string): boolean {
  if (hay.includes(word)) return true;
  return [...word].every((ch) => canBeChoseong(ch)) && initials.includes(word);
}

export interface AddressMatch {
  readonly district: District;
  readonly score: number;
}

export function matchAddress(districts: readonly District[], text: string): District[] {
  const words = text
    .split(/\s+/)
    .map(normaliseWord)
    .filter((w) => w !== '');
  if (words.length === 0) return [];
  const names = words.filter((w) => !isNumberish(w));
  const wanted = squash(text);
  const matches: (AddressMatch & { readonly index: number })[] = [];
  districts.forEach((district, index) => {
    const hay = haystack(district);
    const initials = squash(getChoseong(`${district.sigugun} ${district.dongmyun}`));
    if (!names.every((w) => wordMatches(w, hay, initials))) return;
    const numbers = words.filter((w) => isNumberish(w) && hay.includes(w)).length;
    if (names.length === 0 && numbers === 0) return;
    const exact =
      squash(district.road_address).endsWith(wanted) || squash(district.lot_address).endsWith(wanted) ? 1 : 0;
    matches.push({ district, index, score: names.length + numbers * 2 + exact * 4 });
  });
  return matches.sort((a, b) => b.score - a.score || a.index - b.index).map((m) => m.district);
}
