import { describe, expect, it } from 'vitest';
import { sameValue, shareStructure } from './same-value.ts';

describe('sameValue', () => {
  it('compares plain data by content', () => {
    expect(sameValue({ a: [1, { b: 'x' }], c: null }, { a: [1, { b: 'x' }], c: null })).toBe(true);
    expect(sameValue({ a: [1, 2] }, { a: [1, 3] })).toBe(false);
    expect(sameValue({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(sameValue([1], { 0: 1 })).toBe(false);
  });
});

describe('shareStructure', () => {
  it('given equal content, returns the previous value itself', () => {
    const previous = { items: [{ id: 1 }], total: 3 };
    expect(shareStructure(previous, { items: [{ id: 1 }], total: 3 })).toBe(previous);
  });

  it('given one changed branch, keeps the identity of the others', () => {
    const previous = {
      items: [
        { id: 1, amount: 1 },
        { id: 2, amount: 1 },
      ],
      fee: { won: 3000 },
    };
    const next = shareStructure(previous, {
      items: [
        { id: 1, amount: 1 },
        { id: 2, amount: 2 },
      ],
      fee: { won: 3000 },
    });
    expect(next).not.toBe(previous);
    expect(next.items[0]).toBe(previous.items[0]);
    expect(next.items[1]).toEqual({ id: 2, amount: 2 });
    expect(next.fee).toBe(previous.fee);
  });

  it('given a shorter or longer array, gives a new array with the kept elements shared', () => {
    const previous = { xs: [{ a: 1 }, { a: 2 }] };
    const shorter = shareStructure(previous, { xs: [{ a: 1 }] });
    expect(shorter.xs).toHaveLength(1);
    expect(shorter.xs[0]).toBe(previous.xs[0]);
  });
});
