// Scripts and the CLI name menu items and options the way a person reads them ("후라이드치킨",
// "맛=양념"); this turns names into the ids and slugs the rules work with.
import type { MenuCategory, MenuItem, OptionGroup } from './types.ts';

// Equivalent mutants (MethodExpression, Regex): both sides of every comparison are squashed alike, and
// upper and lower case fold the same but for letters no menu name has (ß); removing each white-space
// character or each run of them leaves the same text
// Stryker disable next-line MethodExpression,Regex: equivalent, see above
const squash = (s: string) => s.replace(/\s+/g, '').toLowerCase();

/** By exact name, slug or id, then by name ignoring spaces, then a unique name prefix. */
function pick<T extends { readonly id: number; readonly slug: string; readonly name: string }>(
  candidates: readonly T[],
  ref: string | number,
): T | undefined {
  const text = String(ref);
  const exact = candidates.find((c) => String(c.id) === text || c.slug === text || c.name === text);
  if (exact !== undefined) return exact;
  const squashed = candidates.filter((c) => squash(c.name) === squash(text));
  if (squashed.length === 1) return squashed[0];
  const prefixed = candidates.filter((c) => squash(c.name).startsWith(squash(text)));
  return prefixed.length === 1 ? prefixed[0] : undefined;
}

/** Every distinct menu item (top_items repeats items of other categories). */
export function allItems(menu: readonly MenuCategory[]): readonly MenuItem[] {
  const seen = new Map<number, MenuItem>();
  for (const category of menu)
    for (const item of category.items) if (!seen.has(item.id)) seen.set(item.id, item);
  return [...seen.values()];
}

export function findMenuItem(menu: readonly MenuCategory[], ref: string | number): MenuItem | undefined {
  return pick(allItems(menu), ref);
}

export function findGroup(item: MenuItem, ref: string): OptionGroup | undefined {
  return pick(item.subchoices, ref);
}

/**
 * Options by group name/slug → option names/slugs, rewritten to group slug → option slugs. An
 * unknown reference is kept as written so that the option rules refuse it with their message.
 */
export function resolveOptionRefs(
  item: MenuItem,
  options: Readonly<Record<string, readonly string[]>>,
): Record<string, string[]> {
  const picks: Record<string, string[]> = {};
  for (const [groupRef, optionRefs] of Object.entries(options)) {
    const group = findGroup(item, groupRef);
    const key = group?.slug ?? groupRef;
    picks[key] = [
      ...(picks[key] ?? []),
      ...optionRefs.map((ref) => (group === undefined ? ref : (pick(group.subchoices, ref)?.slug ?? ref))),
    ];
  }
  return picks;
}
