// Phone numbers as every file and line a run writes shows them: every digit but the last four
// masked, separators kept (`01012345678` → `*******5678`, `010-1234-5678` → `***-****-5678`).
// The last four are what a customer recognises their number by; the rest names them.

/** A Korean mobile number in any text: `01X` then 7 or 8 digits, with or without `-`, `.`, ` `. */
const MOBILE = /(?<![\w.*])(?:\+82[-. ]?|0)1[016789][-. ]?\d{3,4}[-. ]?\d{4}(?![\w*])/g;

/** A masked number: five or more masked digits (separators between them allowed) then four digits. */
export const MASKED_PHONE = /(?<![\w*])\*(?:[-. ]?\*){4,}[-. ]?\d{4}(?!\d)/g;

const KEPT_DIGITS = 4;

/** Every digit but the last four masked; a value of four digits or fewer is no phone, kept as is. */
export function maskPhone(value: string): string {
  const digits = value.replace(/\D/g, '').length;
  if (digits <= KEPT_DIGITS) return value;
  let seen = 0;
  return value.replace(/\d/g, (d) => (++seen <= digits - KEPT_DIGITS ? '*' : d));
}

/** The mobile numbers inside a longer text masked. Masking a masked text changes nothing. */
export function maskPhonesIn(text: string): string {
  return text.replace(MOBILE, maskPhone);
}

/**
 * A well-formed stand-in for a masked number, for replaying a cassette: `01` and zeros where the
 * masked digits stood, the last four kept (`*******5678` → `01000005678`). The same mask always
 * gives the same number.
 */
export function fakePhone(masked: string): string {
  const zeros = masked.replace(/\*/g, '0');
  return /^\*[-. ]?\*/.test(masked) ? zeros.replace(/^0([-. ]?)0/, '0$11') : zeros;
}

/** Every masked number in a text replaced by its stand-in. */
export function fakePhonesIn(text: string): string {
  return text.replace(MASKED_PHONE, fakePhone);
}
