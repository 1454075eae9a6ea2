// Whether a menu item can be put in the cart at all, before any option is picked (spec 000 §5 "Menu options").
import type { Rejection } from '../result.ts';
import { rejection } from '../result.ts';
import { groupRule, isOptionSoldOut, minPicks } from './option-rules.ts';
import type { MenuItem } from './types.ts';

/**
 * Null when the item can be ordered on the web, else the reason, checked in this order:
 * 1. a sold-out item: "메뉴가 품절이에요";
 * 2. any option with has_deposit (reusable cup): MENU_HAS_DEPOSIT, order in the app;
 * 3. a mandatory group that cannot be satisfied: "필수 항목을 선택할 수 없어요". The spec names a
 *    mandatory group without options; we read it as "fewer options that are not sold out than the
 *    group requires", which includes the empty group, since either way the dialog could never be
 *    completed.
 */
export function whyNotOrderable(item: MenuItem): Rejection | null {
  if (item.soldout) return rejection('MENU_SOLD_OUT');
  if (hasDepositOption(item)) return rejection('MENU_HAS_DEPOSIT');
  for (const group of item.subchoices) {
    const available = group.subchoices.filter((o) => !isOptionSoldOut(o)).length;
    if (available < minPicks(groupRule(group))) return rejection('OPTION_GROUP_EMPTY');
  }
  return null;
}

export function isOrderable(item: MenuItem): boolean {
  return whyNotOrderable(item) === null;
}

export function hasDepositOption(item: MenuItem): boolean {
  return item.subchoices.some((g) => g.subchoices.some((o) => o.has_deposit === true));
}
