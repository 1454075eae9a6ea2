// The picks a line gets when nobody chose: the first available options of each mandatory group,
// as many as the group needs; optional groups stay empty. Used for the required disposable item,
// which the cart adds on its own (spec 000 §5 "A restaurant with has_disposable_menu requires the
// disposable item").
import { groupRule, isOptionSoldOut, minPicks } from './option-rules.ts';
import type { MenuItem } from './types.ts';
import type { PickRequest } from './validate-picks.ts';

export function defaultPicks(item: MenuItem): PickRequest {
  const picks: Record<string, string[]> = {};
  for (const group of item.subchoices) {
    const needed = minPicks(groupRule(group));
    if (needed === 0) continue;
    picks[group.slug] = group.subchoices
      .filter((option) => !isOptionSoldOut(option))
      .slice(0, needed)
      .map((option) => option.slug);
  }
  return picks;
}
