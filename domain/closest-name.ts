// "Did you mean …?" for an unknown name (a seed field, a script command, field or assertion path):
// the known name within a small edit distance.

/** Edits between two names, a swap of neighbours counting as one ("pirce" → "price"). */
function editDistance(a: string, b: string): number {
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      if (i === 0) {
        row.push(j);
        continue;
      }
      const up = rows[i - 1] ?? [];
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min((up[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (up[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, (rows[i - 2]?.[j - 2] ?? 0) + 1);
      }
      row.push(best);
    }
    rows.push(row);
  }
  return rows[a.length]?.[b.length] ?? 0;
}

/** The nearest known name when it is close enough to be a typo (case and edits), else undefined. */
export function closestName(name: string, known: readonly string[]): string | undefined {
  const limit = Math.max(1, Math.min(3, Math.floor(name.length / 3)));
  let best: string | undefined;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const candidate of known) {
    const distance = editDistance(name.toLowerCase(), candidate.toLowerCase());
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return bestDistance <= limit ? best : undefined;
}

/**
 * The known names a mistyped one was likely meant to be: the closest typo, else every known name
 * that holds the typed one whole ("card" → "creditcard", "pg_card"): a short word for a longer id
 * is as common a slip as a typo, and names none of the edits reach.
 */
export function likelyNames(name: string, known: readonly string[]): readonly string[] {
  const typo = closestName(name, known);
  if (typo !== undefined) return [typo];
  const part = name.trim().toLowerCase();
  return part.length < 3 ? [] : known.filter((candidate) => candidate.toLowerCase().includes(part));
}

/**
 * `; did you mean "a"?` or `; did you mean "a" or "b"?`, or '' when nothing is near; `describe`
 * adds what a name stands for where the ids alone do not say ("pg_card" (card, online)).
 */
export function didYouMean(
  name: string,
  known: readonly string[],
  describe: (name: string) => string | undefined = () => undefined,
): string {
  const near = likelyNames(name, known).map((n) => {
    const what = describe(n);
    return what === undefined ? `"${n}"` : `"${n}" (${what})`;
  });
  if (near.length === 0) return '';
  return `; did you mean ${near.length === 1 ? near[0] : `${near.slice(0, -1).join(', ')} or ${near.at(-1)}`}?`;
}
