import { describe, expect, it } from 'vitest';
import { lineKey } from './line-key.ts';
import { chosen, draft } from './testing/cart-builders.ts';

const rule = 'spec 000 §4 "Adding an item with the same option combination raises its amount."';

describe('lineKey', () => {
  it(`is the same whatever order the options were picked in (${rule})`, () => {
    const a = draft({ subchoices: { size: chosen(1, [3]), toppings: chosen(2, [7, 5]) } });
    const b = draft({ subchoices: { toppings: chosen(2, [5, 7]), size: chosen(1, [3]) } });
    expect(lineKey(a)).toBe(lineKey(b));
    expect(lineKey(a)).toBe('10|1:3|2:5,7');
  });

  it(`differs for another option in the same group (${rule})`, () => {
    const a = draft({ subchoices: { size: chosen(1, [3]) } });
    const b = draft({ subchoices: { size: chosen(1, [4]) } });
    expect(lineKey(a)).not.toBe(lineKey(b));
  });

  it(`differs when the same option id sits in another group (${rule})`, () => {
    const a = draft({ subchoices: { g: chosen(1, [3]) } });
    const b = draft({ subchoices: { g: chosen(2, [3]) } });
    expect(lineKey(a)).not.toBe(lineKey(b));
  });

  it(`differs for another menu item with the same options (${rule})`, () => {
    expect(lineKey(draft({ id: 10 }))).not.toBe(lineKey(draft({ id: 11 })));
  });

  it(`treats a group with nothing chosen like no group (${rule})`, () => {
    expect(lineKey(draft({ subchoices: { extra: chosen(4, []) } }))).toBe(lineKey(draft()));
  });
});
