import { describe, expect, it } from 'vitest';
import { checkStock, isStocked, remainingLabel } from './stock.ts';

describe('isStocked', () => {
  it('treats a numeric stock below 9999 as stocked (spec 000 §5 "A stocked item has a numeric stock below 9999.")', () => {
    expect(isStocked(0)).toBe(true);
    expect(isStocked(9998)).toBe(true);
  });

  it('treats null and 9999 or more as unlimited (spec 000 §9 "Unlimited stock | 9999 or more")', () => {
    expect(isStocked(null)).toBe(false);
    expect(isStocked(undefined)).toBe(false);
    expect(isStocked(9999)).toBe(false);
    expect(isStocked(20000)).toBe(false);
  });
});

describe('remainingLabel', () => {
  it('shows "(N개 남음)" up to 99 (spec 000 §9 "Remaining-count label | hidden above 99, else \'(N개 남음)\'")', () => {
    expect(remainingLabel(99)).toBe('(99개 남음)');
    expect(remainingLabel(3)).toBe('(3개 남음)');
    expect(remainingLabel(0)).toBe('(0개 남음)');
  });

  it('hides the label when stock is above 99 (spec 000 §5 "The label "(N개 남음)" is hidden when stock is above 99.")', () => {
    expect(remainingLabel(100)).toBeNull();
    expect(remainingLabel(9998)).toBeNull();
  });

  it('hides the label for unlimited stock (spec 000 §5 "A stocked item has a numeric stock below 9999.")', () => {
    expect(remainingLabel(null)).toBeNull();
    expect(remainingLabel(9999)).toBeNull();
  });
});

describe('checkStock', () => {
  const rule = 'spec 000 §5 "Requested amount plus the amount already in the cart may not exceed stock"';

  it(`accepts exactly the remaining stock (${rule})`, () => {
    expect(checkStock({ stockAmount: 5, requested: 2, inCart: 3 })).toEqual({ ok: true, value: 5 });
  });

  it(`refuses one more than the stock, counting the cart (${rule})`, () => {
    const result = checkStock({ stockAmount: 5, requested: 3, inCart: 3 });
    expect(result).toEqual({
      ok: false,
      rejection: {
        code: 'STOCK_EXCEEDED',
        message: '주문표에 담긴 메뉴포함, 남은 수량을 초과할 수 없습니다.',
        details: { stock_amount: 5, in_cart: 3, remaining: 2 },
      },
    });
  });

  it('never limits unlimited stock (spec 000 §9 "Unlimited stock | 9999 or more")', () => {
    expect(checkStock({ stockAmount: 9999, requested: 50_000, inCart: 1 }).ok).toBe(true);
    expect(checkStock({ stockAmount: null, requested: 50_000, inCart: 1 }).ok).toBe(true);
  });
});
