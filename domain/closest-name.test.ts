import { describe, expect, it } from 'vitest';
import { closestName, didYouMean, likelyNames } from './closest-name.ts';

describe('closestName', () => {
  it('finds the known name a typo was meant to be: edits, a swap of neighbours, case', () => {
    expect(closestName('AddItme', ['AddItem', 'RemoveItem'])).toBe('AddItem');
    expect(closestName('amout', ['menu', 'amount', 'options'])).toBe('amount');
    expect(closestName('asert', ['type', 'assert'])).toBe('assert');
    expect(closestName('totl', ['restaurantId', 'items', 'total'])).toBe('total');
    expect(closestName('additem', ['AddItem'])).toBe('AddItem');
  });

  it('offers nothing for a name far from every known one', () => {
    expect(closestName('Teleport', ['AddItem', 'SetLocation'])).toBeUndefined();
  });
});

describe('likelyNames', () => {
  it('is the typo when one is near, else every known name holding the typed one', () => {
    expect(likelyNames('csah', ['creditcard', 'cash', 'pg_card'])).toEqual(['cash']);
    expect(likelyNames('card', ['creditcard', 'cash', 'pg_card'])).toEqual(['creditcard', 'pg_card']);
    expect(likelyNames('bitcoin', ['creditcard', 'cash', 'pg_card'])).toEqual([]);
  });

  it('reads as one "did you mean", or none', () => {
    expect(didYouMean('card', ['creditcard', 'cash', 'pg_card'])).toBe(
      '; did you mean "creditcard" or "pg_card"?',
    );
    expect(didYouMean('naver', ['naverpay'])).toBe('; did you mean "naverpay"?');
    expect(didYouMean('x', ['naverpay'])).toBe('');
  });
});
