// The restaurant list's section groups (spec 000 §2 "Restaurant list: sort options, keyword search,
// section groups"): each restaurant carries the list's `section` (ports/catalog-queries.ts).
// Decision: a group is a run of neighbours with the same section, in the list's order, so the
// server's order is never changed; restaurants without a section form untitled groups.

export interface SectionGroup<T> {
  /** The section's title, null for restaurants without one. */
  readonly section: string | null;
  readonly items: readonly T[];
}

export function sectionGroups<T extends { readonly section?: string | null }>(
  list: readonly T[],
): SectionGroup<T>[] {
  const groups: { section: string | null; items: T[] }[] = [];
  for (const item of list) {
    const section =
      item.section === undefined || item.section === null || item.section.trim() === '' ? null : item.section;
    const last = groups[groups.length - 1];
    if (last !== undefined && last.section === section) last.items.push(item);
    else groups.push({ section, items: [item] });
  }
  return groups;
}
