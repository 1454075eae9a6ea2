import { describe, expect, it } from 'vitest';
import { setLocationCommand } from './set-location-command.ts';

describe('the SetLocation a screen dispatches', () => {
  it('says it comes from the checkout screen, where the cart stays (spec 001 §4)', () => {
    expect(setLocationCommand({ address: '서초동' }, { name: 'checkout' })).toEqual({
      type: 'SetLocation',
      address: '서초동',
      fromCheckout: true,
    });
  });

  it('says nothing more from any other screen, or none', () => {
    const point = { lat: 37.5, lng: 127.03 };
    expect(setLocationCommand({ point }, { name: 'cart' })).toEqual({ type: 'SetLocation', point });
    expect(setLocationCommand({ address: '역삼동' }, null)).toEqual({
      type: 'SetLocation',
      address: '역삼동',
    });
  });
});
