// The disposable line kept last (spec 000 §4 "The disposable item is kept last."), apart from
// disposable.ts: evolve keeps the cart's order with it on every cart event, and the web app's boot
// chunk, which evolves, should not carry the option rules that disposable.ts prices the line with.
import type { CartItem } from './types.ts';

export function isDisposable(line: Pick<CartItem, 'ms_type'>): boolean {
  return line.ms_type === 'disposable';
}

/** The same lines with every disposable line moved to the end, the others in their order. */
export function withDisposableLast(items: readonly CartItem[]): readonly CartItem[] {
  return [...items.filter((l) => !isDisposable(l)), ...items.filter(isDisposable)];
}
