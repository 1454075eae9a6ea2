import { describe, expect, it } from 'vitest';
import { parseRoute } from '../routes/route-table.ts';
import { addressSearchHref, addressSearchText } from './address-search-link.ts';

const PICKER =
  'spec 000 §2 "/location and /location/ | Delivery location picker with a map and address search."';

describe('address search link', () => {
  it(`opens the picker with the typed text (${PICKER})`, () => {
    const href = addressSearchHref(' 역삼동 823 ');
    expect(parseRoute(href)).toEqual({ name: 'location' });
    expect(addressSearchText(href)).toBe('역삼동 823');
    expect(addressSearchText(`#${href}`)).toBe('역삼동 823');
  });

  it(`opens the plain picker for blank text (${PICKER})`, () => {
    expect(addressSearchHref('  ')).toBe('/location/');
    expect(addressSearchText('/location/')).toBeNull();
    expect(addressSearchText('/location/?q=%20')).toBeNull();
  });

  it(`keeps characters that mean something in a query (${PICKER})`, () => {
    const text = '강남 & 서초?=#';
    expect(addressSearchText(addressSearchHref(text))).toBe(text);
  });
});
