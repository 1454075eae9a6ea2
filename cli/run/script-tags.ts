// Tags as written in a script's `# tags:` header line (script-header.ts) and in --tag and
// --exclude-tag: comma or space separated, compared in lower case.

/** `smoke, coupon` or `smoke coupon` → ['smoke', 'coupon']. */
export function splitTags(text: string): string[] {
  return text
    .split(/[,\s]+/)
    .map((t) => t.trim().toLowerCase())
    .filter((t) => t !== '');
}
