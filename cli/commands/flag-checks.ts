// Checks of flags that several commands share, made before anything is sent: each answers the
// value or a message naming the flag (the command exits 2 with it).

/** An ISO 8601 time with its offset (`Z` or `+09:00`): without one, the machine's zone would decide. */
export function checkNow(now: string | undefined): number | null | { readonly error: string } {
  if (now === undefined) return null;
  const at = Date.parse(now);
  if (Number.isNaN(at)) return { error: `--now: not an ISO 8601 time: ${now}` };
  if (!/T.*(?:Z|[+-]\d{2}(?::?\d{2})?)$/i.test(now.trim()))
    return { error: `--now: give the offset, e.g. 2026-11-21T12:00:00+09:00 (got ${now})` };
  return at;
}

export interface TargetFlags {
  readonly gateway?: string | undefined;
  readonly profile?: string | undefined;
  readonly cassette?: string | undefined;
}

/**
 * --gateway names the one origin of every host; a profile maps each host, and a cassette replays
 * what was recorded (on the profile's hosts, when one is given). --gateway with either is two
 * answers to one question.
 */
export function checkTarget(flags: TargetFlags): string | null {
  if (flags.gateway === undefined) return null;
  const other =
    flags.profile !== undefined ? '--profile' : flags.cassette !== undefined ? '--cassette' : null;
  return other === null ? null : `--gateway and ${other} both say where requests go: give one`;
}
