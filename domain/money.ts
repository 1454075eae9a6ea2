// Money is an integer number of won. Discounts are stored as negative numbers.
import type { Language } from './shell/language.ts';

export type Won = number;

// Intl's formatter is made only for a number that is not a safe integer: creating one loads the
// locale's data, about 10 ms of CPU at the start of every CLI process and of the web app.
let localeFormat: Intl.NumberFormat | undefined;

/**
 * `12000` → `12,000`, `-3000` → `-3,000`: what `Intl.NumberFormat('ko-KR')` writes (groups of
 * three digits, comma-separated), by hand for integers.
 */
export function groupDigits(value: number): string {
  if (!Number.isSafeInteger(value)) {
    localeFormat ??= new Intl.NumberFormat('ko-KR');
    return localeFormat.format(value);
  }
  const digits = String(Math.abs(value));
  let out = digits.slice(0, ((digits.length - 1) % 3) + 1);
  for (let i = out.length; i < digits.length; i += 3) out += `,${digits.slice(i, i + 3)}`;
  return value < 0 || Object.is(value, -0) ? `-${out}` : out;
}

// English money is written by Intl (the won's sign before the figure), made at its first use: a
// customer reading Korean never pays for its locale data.
let englishWon: Intl.NumberFormat | undefined;

/**
 * `12000` → `12,000원`, a discount `-3000` → `-3,000원` (UI guide "Korean formatting"); in English
 * `₩12,000` and `-₩3,000`, as `Intl.NumberFormat('en-US', { style: 'currency', currency: 'KRW' })`
 * writes them (issue "English").
 */
export function formatWon(amount: Won, language: Language = 'ko'): string {
  if (language === 'ko') return `${groupDigits(amount)}원`;
  englishWon ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'KRW' });
  return englishWon.format(amount);
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
