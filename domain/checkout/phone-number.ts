// Korean mobile numbers: 01[016789] then 7–8 digits. Hyphens and spaces are how people type them,
// so they are removed before the check.

/** `010-1234-5678` → `01012345678`. */
export function normalizePhone(input: string): string {
  return input.replace(/[\s-]/g, '');
}

export function isKoreanMobile(input: string): boolean {
  return /^01[016789]\d{7,8}$/.test(normalizePhone(input));
}
