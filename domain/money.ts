// Money is an integer number of won. Discounts are stored as negative numbers.

export type Won = number;

const wonFormat = new Intl.NumberFormat('ko-KR');

/** `12000` → `12,000원`; a discount `-3000` → `-3,000원` (UI guide "Korean formatting"). */
export function formatWon(amount: Won): string {
  return `${wonFormat.format(amount)}원`;
}

export function isWon(value: unknown): value is Won {
  return typeof value === 'number' && Number.isSafeInteger(value);
}

/** A discount as stored: never positive (spec 000 §9 "Discount amounts are stored as negative values"). */
export function asDiscount(amount: Won): Won {
  return amount === 0 ? 0 : -Math.abs(amount);
}

export function sumWon(amounts: readonly Won[]): Won {
  let total = 0;
  for (const a of amounts) total += a;
  return total;
}
