// Lists kept as JSON text in browser storage are read leniently: a customer's stored value may be
// missing, from an older version or edited by hand, and none of that may fail the screen.

/** The stored text's array, or an empty one for missing, unreadable or non-array text. */
export function storedArray(stored: string | null): unknown[] {
  if (stored === null) return [];
  try {
    const parsed: unknown = JSON.parse(stored);
    return Array.isArray(parsed) ? parsed : [];
  } catch {
    return [];
  }
}
