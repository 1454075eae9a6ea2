import { describe, expect, it } from 'vitest';
import { CART_TOOLTIP_MS, LOCATION_TOOLTIP_MS, showsLocationTooltip } from './tooltips.ts';

describe('tooltips (spec 001 §2, §9)', () => {
  it('lasts 2 s for the cart and 3 s for the location', () => {
    expect(CART_TOOLTIP_MS).toBe(2_000);
    expect(LOCATION_TOOLTIP_MS).toBe(3_000);
  });

  it('asks for the address on a screen that needs one while none is set', () => {
    for (const screen of ['restaurants', 'district', 'category', 'restaurant', 'cart', 'checkout'] as const) {
      expect(showsLocationTooltip(screen, false)).toBe(true);
      expect(showsLocationTooltip(screen, true)).toBe(false);
    }
  });

  it('leaves home and the picker, which ask themselves, and the other pages alone', () => {
    for (const screen of ['home', 'location', 'login', 'notices'] as const)
      expect(showsLocationTooltip(screen, false)).toBe(false);
  });
});
