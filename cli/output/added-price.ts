// What an option adds to an item's price, as the web's option dialog writes it beside the option:
// ` +1,000원`, nothing for a free option (and ` -500원` for one that takes off).
import { formatWon, type Won } from '../../domain/money.ts';

export function addedPrice(price: Won): string {
  if (price === 0) return '';
  return price > 0 ? ` +${formatWon(price)}` : ` ${formatWon(price)}`;
}
