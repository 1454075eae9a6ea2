// Errors of a load run by kind, each with its count and the first example met: a thousand
// timeouts are one line, not a thousand.

export interface ErrorKind {
  readonly kind: string;
  readonly count: number;
  /** The first one met, as said (redacted by whoever prints it). */
  readonly example: string;
}

export class ErrorTally {
  private readonly kinds = new Map<string, { count: number; example: string }>();

  add(kind: string, example: string): void {
    const seen = this.kinds.get(kind);
    if (seen === undefined) this.kinds.set(kind, { count: 1, example });
    else seen.count += 1;
  }

  /** The most frequent first; kinds of equal count by name. */
  list(): ErrorKind[] {
    return [...this.kinds]
      .map(([kind, { count, example }]) => ({ kind, count, example }))
      .sort((a, b) => b.count - a.count || a.kind.localeCompare(b.kind));
  }
}
