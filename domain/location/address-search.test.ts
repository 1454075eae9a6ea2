import { describe, expect, it } from 'vitest';
import { addressSearchResult } from './address-search.ts';

describe('address search', () => {
  it('says the address cannot be found without results (spec 001 §5 "Location: no result from the address query says the address cannot be found.")', () => {
    const none = addressSearchResult([]);
    expect(none.ok ? null : none.rejection.code).toBe('ADDRESS_NOT_FOUND');
    expect(addressSearchResult(null).ok).toBe(false);
    expect(addressSearchResult([{ address: '역삼동' }])).toEqual({
      ok: true,
      value: [{ address: '역삼동' }],
    });
  });
});
