// English counts by Intl's plural rules ("1 item", "3 items"), made at first use: a customer reading
// Korean never pays for them.
let plurals: Intl.PluralRules | undefined;

/** The word for `n`: `one` where English says "1 item", else `many`. */
export function englishWord(n: number, one: string, many: string): string {
  plurals ??= new Intl.PluralRules('en');
  return plurals.select(n) === 'one' ? one : many;
}

/** `n` and its word: "1 item", "3 items". */
export function englishCount(n: number, one: string, many: string): string {
  return `${n.toLocaleString('en-US')} ${englishWord(n, one, many)}`;
}
