// The error_stock popup of the order submit (spec 000 §8 "Cart submit errors": stock_info is passed
// to a stock popup; the spec does not show its content). Decision: the popup lists each short line
// with what is left, from the refusal's details.stock_info (the contract's StockShortage entries);
// entries that are not shortages are skipped.
import type { Rejection } from '../result.ts';

export interface ShortLine {
  readonly name: string;
  /** What is left (0: sold out). */
  readonly left: number;
  /** What the cart asked for. */
  readonly asked: number;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  // Equivalent mutant (ConditionalExpression, typeof value === 'object' → true): a string, number or
  // boolean has none of the fields read below, so it is skipped all the same.
  // Stryker disable next-line ConditionalExpression: equivalent, see above
  return typeof value === 'object' && value !== null;
}

/** The short lines of an error_stock refusal, or null when the refusal is not one. */
export function stockShortages(rejection: Rejection): readonly ShortLine[] | null {
  const details = rejection.details;
  if (!isRecord(details) || details.type !== 'error_stock') return null;
  // Equivalent mutants (ArrayDeclaration): an entry that is not a shortage record is skipped below, so a
  // list of one such entry gives the same no lines as the empty list.
  // Stryker disable next-line ArrayDeclaration: equivalent, see above
  const info = Array.isArray(details.stock_info) ? details.stock_info : [];
  return info.flatMap((entry): ShortLine[] =>
    isRecord(entry) &&
    typeof entry.name === 'string' &&
    typeof entry.stock_amount === 'number' &&
    typeof entry.quantity === 'number'
      ? [{ name: entry.name, left: Math.max(0, entry.stock_amount), asked: entry.quantity }]
      : [],
  );
}
