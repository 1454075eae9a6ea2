// The option dialog's running total (spec 000 §4 "price times amount"): the item's (discounted)
// price plus the options picked so far, times the amount, whether or not every group is satisfied
// yet. validatePicks answers the same unit price once the picks are complete.
import { sumWon, type Won } from '../money.ts';
import { type PickSelection, picksIn } from './option-picks.ts';
import type { MenuItem } from './types.ts';

export function pickedUnitPrice(item: MenuItem, selection: PickSelection): Won {
  const options = item.subchoices.flatMap((group) => {
    const picked = picksIn(selection, group);
    return group.subchoices.filter((option) => picked.includes(option.slug)).map((option) => option.price);
  });
  return (item.discounted_price ?? item.price) + sumWon(options);
}

export function pickedTotal(item: MenuItem, selection: PickSelection, amount: number): Won {
  return pickedUnitPrice(item, selection) * amount;
}
