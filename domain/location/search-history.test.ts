import { describe, expect, it } from 'vitest';
import type { Location } from '../events/events.ts';
import { readLocationHistory, rememberLocation } from './search-history.ts';

const KEEPS = 'spec 001 §3 "Search history keeps up to 5 entries."';

const at = (address: string): Location => ({
  address,
  road_address: `${address} 도로`,
  address_input: address,
  zipcode: '06236',
  point: { lat: 37.5, lng: 127 },
  sido: '서울',
  sigugun: '강남구',
  dongmyun: '역삼동',
  method: 'manual',
});

describe('location search history', () => {
  it(`keeps the newest 5, newest first, each address once (${KEEPS})`, () => {
    let stored: string | null = null;
    for (const a of ['a', 'b', 'c', 'd', 'e', 'f', 'c']) stored = rememberLocation(stored, at(a));
    expect(readLocationHistory(stored).map((l) => l.address)).toEqual(['c', 'f', 'e', 'd', 'b']);
  });

  it(`reads nothing from missing or unreadable text, and drops broken entries (${KEEPS})`, () => {
    expect(readLocationHistory(null)).toEqual([]);
    expect(readLocationHistory('{oops')).toEqual([]);
    expect(readLocationHistory('{"address":"a"}')).toEqual([]);
    const stored = JSON.stringify([
      at('a'),
      { address: 'b', point: { lat: 200, lng: 0 } },
      { address: '' },
      7,
    ]);
    expect(readLocationHistory(stored)).toEqual([at('a')]);
  });

  it(`keeps at most 5 even from longer stored text (${KEEPS})`, () => {
    const stored = JSON.stringify(['1', '2', '3', '4', '5', '6'].map(at));
    expect(readLocationHistory(stored).map((l) => l.address)).toEqual(['1', '2', '3', '4', '5']);
  });
});
