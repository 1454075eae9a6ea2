// The phone as the checkout shows it (UI guide "Korean formatting": stored as digits, shown
// `010-1234-5678`): digits only, at most 11, hyphens placed as they are typed.

export const PHONE_MAX_DIGITS = 11;

/** `01012345678` → `010-1234-5678`; `0111234567` → `011-123-4567`; a partial number part by part. */
export function formatPhoneDisplay(input: string): string {
  const d = input.replace(/\D/g, '').slice(0, PHONE_MAX_DIGITS);
  if (d.length <= 3) return d;
  if (d.length <= 7) return `${d.slice(0, 3)}-${d.slice(3)}`;
  if (d.length === 10) return `${d.slice(0, 3)}-${d.slice(3, 6)}-${d.slice(6)}`;
  return `${d.slice(0, 3)}-${d.slice(3, 7)}-${d.slice(7)}`;
}

/** What the field stores: the digits typed or pasted (`010-1234-5678` → `01012345678`). */
export function phoneDigits(input: string): string {
  return input.replace(/\D/g, '').slice(0, PHONE_MAX_DIGITS);
}
