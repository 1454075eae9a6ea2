// What an option group asks of the customer (spec 000 §5 "Menu options"): its normalised kind, its
// label, and whether a number of picks satisfies it. Picks themselves live in option-picks.ts.
import { formatMessage } from '../messages.ts';
import { isStocked } from './stock.ts';
import type { MenuOption, OptionGroup } from './types.ts';

/**
 * The five ways a normalised group can ask for picks.
 * - `one`: mandatory single (radio), exactly one.
 * - `at-most-one`: optional single with multiple_count > 0 (radio that can be left empty).
 * - `exactly`: mandatory multiple with count > 0, exactly `count`.
 * - `up-to`: optional multiple with count > 0, 0..`max`.
 * - `any`: optional checkbox without limit.
 */
export type GroupRule =
  | { readonly kind: 'one' }
  | { readonly kind: 'at-most-one' }
  | { readonly kind: 'exactly'; readonly count: number }
  | { readonly kind: 'up-to'; readonly max: number }
  | { readonly kind: 'any' };

/**
 * Rewrites the flags the way the dialog treats them; idempotent. A negative count reads as 0.
 * "multiple and mandatory with count 0 is treated as single" → multiple=false.
 * "neither multiple nor mandatory with count 0 is treated as multiple (checkbox)" → multiple=true.
 */
export function normaliseGroup(group: OptionGroup): OptionGroup {
  const count = Math.max(0, group.multiple_count);
  const multiple = count === 0 && group.mandatory ? false : count === 0 ? true : group.multiple;
  if (multiple === group.multiple && count === group.multiple_count) return group;
  return { ...group, multiple, multiple_count: count };
}

export function groupRule(group: OptionGroup): GroupRule {
  const g = normaliseGroup(group);
  if (!g.multiple) return g.mandatory ? { kind: 'one' } : { kind: 'at-most-one' };
  if (g.multiple_count === 0) return { kind: 'any' };
  return g.mandatory
    ? { kind: 'exactly', count: g.multiple_count }
    : { kind: 'up-to', max: g.multiple_count };
}

/** The most picks a group takes; null when unlimited. */
export function maxPicks(rule: GroupRule): number | null {
  switch (rule.kind) {
    case 'one':
    case 'at-most-one':
      return 1;
    case 'exactly':
      return rule.count;
    case 'up-to':
      return rule.max;
    case 'any':
      return null;
    default:
      return unreachable(rule);
  }
}

/** The fewest picks a group needs. */
export function minPicks(rule: GroupRule): number {
  switch (rule.kind) {
    case 'one':
      return 1;
    case 'exactly':
      return rule.count;
    case 'at-most-one':
    case 'up-to':
    case 'any':
      return 0;
    default:
      return unreachable(rule);
  }
}

export function isMandatory(rule: GroupRule): boolean {
  return minPicks(rule) > 0;
}

/**
 * "A mandatory multiple group is satisfied only when exactly multiple_count are chosen. A mandatory
 * single group needs one selection." Optional groups take 0..max.
 */
export function isGroupSatisfied(group: OptionGroup, pickedCount: number): boolean {
  const rule = groupRule(group);
  const max = maxPicks(rule);
  return pickedCount >= minPicks(rule) && (max === null || pickedCount <= max);
}

/**
 * The group's label. Mapping (spec lists the four texts without saying which is which):
 * `exactly` → "(필수 N개 선택)", `up-to` → "(최대 N개 선택 가능)", `one` → "(필수 선택)",
 * `any` and `at-most-one` → "(추가선택 가능)" (both are optional extras without a stated count).
 */
export function groupLabel(group: OptionGroup): string {
  const rule = groupRule(group);
  switch (rule.kind) {
    case 'exactly':
      return formatMessage('OPTION_LABEL_REQUIRED_COUNT', { n: rule.count });
    case 'up-to':
      return formatMessage('OPTION_LABEL_MAX_COUNT', { n: rule.max });
    case 'one':
      return formatMessage('OPTION_LABEL_REQUIRED');
    case 'at-most-one':
    case 'any':
      return formatMessage('OPTION_LABEL_OPTIONAL');
    // Equivalent mutant (ConditionalExpression): groupLabel takes a group, and groupRule answers only
    // the five kinds above, so no input reaches this branch (maxPicks and minPicks test theirs)
    // Stryker disable next-line ConditionalExpression: equivalent, see above
    default:
      return unreachable(rule);
  }
}

/**
 * Only the `soldout` flag counts here: an option's stock_amount is meaningful only with the
 * restaurant's stock_management and is checked by the stock rules.
 */
/**
 * Sold out by its flag, or by a stock of its own that has run out (an option with stock 0 cannot be
 * chosen: the gateway would refuse it at the stock check).
 */
export function isOptionSoldOut(option: MenuOption): boolean {
  return option.soldout === true || (isStocked(option.stock_amount) && option.stock_amount < 1);
}

function unreachable(value: never): never {
  throw new Error(`unhandled group rule ${JSON.stringify(value)}`);
}
