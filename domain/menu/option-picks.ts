// The option dialog's picks: toggling one option, and whether the whole selection lets the customer order.
import type { Rejection } from '../result.ts';
import { rejection } from '../result.ts';
import { groupRule, isOptionSoldOut, maxPicks, minPicks } from './option-rules.ts';
import type { MenuItem, OptionGroup } from './types.ts';

/** Picked option slugs by group slug, as the dialog holds them. A missing group means no picks. */
export type PickSelection = Readonly<Record<string, readonly string[]>>;

export type ToggleOutcome =
  | { readonly ok: true; readonly selection: PickSelection }
  | { readonly ok: false; readonly selection: PickSelection; readonly rejection: Rejection };

export const noPicks: PickSelection = {};

export function picksIn(selection: PickSelection, group: OptionGroup): readonly string[] {
  return selection[group.slug] ?? [];
}

/**
 * Toggles `optionSlug` in `group`. Unpicking always works. Picking: a sold-out or unknown option
 * is refused; a single group replaces its pick; a counted multiple group refuses the pick past
 * multiple_count ("최대 N개 까지 선택 가능합니다.") and the selection stays as it was. Toggling the
 * picked option of a mandatory single group keeps it (a radio button cannot be cleared).
 */
export function togglePick(selection: PickSelection, group: OptionGroup, optionSlug: string): ToggleOutcome {
  const current = picksIn(selection, group);
  const rule = groupRule(group);
  const refuse = (r: Rejection): ToggleOutcome => ({ ok: false, selection, rejection: r });
  if (current.includes(optionSlug)) {
    if (rule.kind === 'one') return { ok: true, selection };
    return {
      ok: true,
      selection: withPicks(
        selection,
        group,
        current.filter((s) => s !== optionSlug),
      ),
    };
  }
  const option = group.subchoices.find((o) => o.slug === optionSlug);
  if (option === undefined) return refuse(rejection('OPTION_UNKNOWN'));
  if (isOptionSoldOut(option)) return refuse(rejection('OPTION_SOLD_OUT'));
  if (rule.kind === 'one' || rule.kind === 'at-most-one') {
    return { ok: true, selection: withPicks(selection, group, [optionSlug]) };
  }
  const max = maxPicks(rule);
  if (max !== null && current.length >= max) return refuse(rejection('OPTION_MAX_EXCEEDED', { n: max }));
  // Keep menu order so the same combination always reads the same.
  const next = group.subchoices.map((o) => o.slug).filter((s) => s === optionSlug || current.includes(s));
  return { ok: true, selection: withPicks(selection, group, next) };
}

/**
 * The first group (in menu order) the selection does not satisfy, as a rejection: too many picks
 * give OPTION_MAX_EXCEEDED, too few OPTION_GROUP_UNSATISFIED with the group's name. Null when all
 * are satisfied.
 */
export function firstUnsatisfied(item: MenuItem, selection: PickSelection): Rejection | null {
  for (const group of item.subchoices) {
    const count = new Set(picksIn(selection, group)).size;
    const rule = groupRule(group);
    const max = maxPicks(rule);
    if (max !== null && count > max) return rejection('OPTION_MAX_EXCEEDED', { n: max });
    if (count < minPicks(rule)) return rejection('OPTION_GROUP_UNSATISFIED', { group: group.name });
  }
  return null;
}

/** "Ordering is enabled only when all groups are satisfied." */
export function isOrderingEnabled(item: MenuItem, selection: PickSelection): boolean {
  return firstUnsatisfied(item, selection) === null;
}

function withPicks(selection: PickSelection, group: OptionGroup, picks: readonly string[]): PickSelection {
  return { ...selection, [group.slug]: picks };
}
