// The check AddItem runs: are these picks a complete, valid choice for this item, and what does one cost?
import type { ChosenGroup, ChosenOption } from '../cart/types.ts';
import { type MessageParams, messages } from '../messages.ts';
import type { Won } from '../money.ts';
import { ok, type Result, reject } from '../result.ts';
import { whyNotOrderable } from './item-orderability.ts';
import { firstUnsatisfied, type PickSelection } from './option-picks.ts';
import { isOptionSoldOut, normaliseGroup } from './option-rules.ts';
import type { MenuItem, MenuOption, OptionGroup } from './types.ts';

/** Picks as a command carries them: group slug (or id) → option slugs or ids. */
export type PickRequest = Readonly<Record<string, readonly (string | number)[]>>;

export interface ValidatedPicks {
  /** Chosen groups by group slug; only groups with at least one pick, options in menu order. */
  readonly subchoices: Readonly<Record<string, ChosenGroup>>;
  /** discounted_price ?? price. */
  readonly basePrice: Won;
  /** basePrice plus the prices of all chosen options. */
  readonly unitPrice: Won;
}

/**
 * Resolves `picks` against `item`. Rejections, first found wins: the item is not orderable
 * (whyNotOrderable); a group or option that the item does not have (OPTION_GROUP_NAME_UNKNOWN,
 * OPTION_NAME_UNKNOWN, with the ones it has; an option given by id, OPTION_UNKNOWN); a sold-out
 * option (OPTION_SOLD_OUT); then, group by group in menu order, a count past the maximum
 * (OPTION_MAX_EXCEEDED) or a group left unsatisfied (OPTION_GROUP_UNSATISFIED).
 * The same option named twice counts once.
 */
const isIdRef = (ref: string | number): boolean => typeof ref === 'number' || /^\d+$/.test(ref);

export function validatePicks(item: MenuItem, picks: PickRequest): Result<ValidatedPicks> {
  const notOrderable = whyNotOrderable(item);
  if (notOrderable !== null) return { ok: false, rejection: notOrderable };

  const bySlug: Record<string, string[]> = {};
  for (const [groupRef, optionRefs] of Object.entries(picks)) {
    const group = item.subchoices.find((g) => g.slug === groupRef || String(g.id) === groupRef);
    if (group === undefined)
      return refuseName('OPTION_GROUP_NAME_UNKNOWN', { menu: item.name, name: groupRef }, item.subchoices);
    const slugs = bySlug[group.slug] ?? [];
    for (const ref of optionRefs) {
      const option = findOption(group, ref);
      // An id (the gateway's wire form) keeps the spec's text; a name (a script, the CLI) is told
      // which names there are.
      if (option === undefined && isIdRef(ref)) return reject('OPTION_UNKNOWN');
      if (option === undefined)
        return refuseName('OPTION_NAME_UNKNOWN', { group: group.name, name: String(ref) }, group.subchoices);
      if (isOptionSoldOut(option)) return reject('OPTION_SOLD_OUT');
      // Equivalent mutants (ConditionalExpression): a slug listed twice is still counted once
      // (firstUnsatisfied counts a set) and priced once (the menu's options are filtered)
      // Stryker disable next-line ConditionalExpression: equivalent, see above
      if (!slugs.includes(option.slug)) slugs.push(option.slug);
    }
    bySlug[group.slug] = slugs;
  }

  const selection: PickSelection = bySlug;
  const unsatisfied = firstUnsatisfied(item, selection);
  if (unsatisfied !== null) return { ok: false, rejection: unsatisfied };

  const subchoices: Record<string, ChosenGroup> = {};
  let optionsTotal = 0;
  for (const group of item.subchoices) {
    // Equivalent mutants (ArrayDeclaration): a group without picks matches no option either way, unless an
    // option's slug were Stryker's own placeholder text
    // Stryker disable next-line ArrayDeclaration: equivalent, see above
    const picked = bySlug[group.slug] ?? [];
    const items: ChosenOption[] = group.subchoices
      .filter((o) => picked.includes(o.slug))
      .map((o) => ({ id: o.id, slug: o.slug, name: o.name, price: o.price }));
    if (items.length === 0) continue;
    for (const o of items) optionsTotal += o.price;
    subchoices[group.slug] = {
      id: group.id,
      name: group.name,
      multiple: normaliseGroup(group).multiple,
      items,
    };
  }
  const basePrice = item.discounted_price ?? item.price;
  return ok({ subchoices, basePrice, unitPrice: basePrice + optionsTotal });
}

/**
 * A name that matches none, with the names there are (or 없음: a catalogue text, which another
 * language writes its own way, domain/i18n/rejection-text.ts).
 */
function refuseName(
  code: 'OPTION_GROUP_NAME_UNKNOWN' | 'OPTION_NAME_UNKNOWN',
  params: MessageParams,
  named: readonly { readonly name: string }[],
): Result<never> {
  const names = named.length > 0 ? named.map((n) => n.name).join(', ') : messages.NO_NAMES;
  return reject(code, { ...params, names });
}

/** A slug first; then an id, given as a number or as a string of digits (the only text an id reads as). */
function findOption(group: OptionGroup, ref: string | number): MenuOption | undefined {
  if (typeof ref === 'number') return group.subchoices.find((o) => o.id === ref);
  return group.subchoices.find((o) => o.slug === ref) ?? group.subchoices.find((o) => String(o.id) === ref);
}
