import { describe, expect, it } from 'vitest';
import { closestName } from './closest-name.ts';

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
