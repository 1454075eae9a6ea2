// What a run does with one cassette, by record mode (after VCR's and Polly's): read it, write it,
// or go to the live gateway. Pure: the caller says whether the file exists, whether a gateway was
// named and whether the cassette is past its --expire age; the plan says what to do.
//
// | mode        | no cassette file       | cassette, fresh        | cassette, expired (gateway named) |
// |-------------|------------------------|------------------------|-----------------------------------|
// | replay      | record (gateway named) | replay; a miss fails   | re-record                         |
// | once        | record                 | replay; a miss fails   | re-record                         |
// | lockdown    | refused                | replay; a miss fails   | replay (warned)                   |
// | record      | record                 | record (rewritten)     | record                            |
// | passthrough | live, no cassette      | live, no cassette      | live, no cassette                 |
//
// Without a named gateway an expired cassette replays as if fresh (with its warning): plain
// `--cassette` never reaches a gateway nobody named.
//
// A script's requests are either all replayed or all live, never some of each: a replayed session's
// customer, cart, token and verified phone exist only in the cassette, so a miss sent live reached a
// gateway that had never seen them and recorded its refusal (a 401 for the stand-in token, a new
// anonymous customer) into the cassette, which then failed offline too. A miss therefore fails its
// step with the nearest recording, whatever the mode. Re-recording the whole script on a miss was the
// other way out; it is not taken because it would rewrite a committed cassette, and place a live
// order, whenever one request changed, behind the back of a run that asked to replay: `--record`
// says so instead, for the one script.

export const CASSETTE_MODES = ['replay', 'record', 'once', 'passthrough', 'lockdown'] as const;
export type CassetteMode = (typeof CASSETTE_MODES)[number];

export const isCassetteMode = (text: string): text is CassetteMode =>
  (CASSETTE_MODES as readonly string[]).includes(text);

export interface CassetteState {
  readonly exists: boolean;
  /** A gateway was named (--gateway or --profile): live requests have somewhere to go. */
  readonly gatewayNamed: boolean;
  /** Older than --expire allows. */
  readonly expired: boolean;
}

export type CassettePlan =
  /** Answers from the cassette; a miss fails its step, nothing is sent live and nothing written. */
  | { readonly kind: 'replay' }
  /** Every request live; the cassette (re)written from this run. */
  | { readonly kind: 'record'; readonly why: 'mode' | 'missing' | 'expired' }
  /** Every request live; the cassette neither read nor written. */
  | { readonly kind: 'passthrough' }
  /** The cassette is missing and this mode will not record it; `message` says why. */
  | { readonly kind: 'refuse'; readonly message: string };

export function planCassette(mode: CassetteMode, state: CassetteState): CassettePlan {
  const { exists, gatewayNamed, expired } = state;
  switch (mode) {
    case 'record':
      return { kind: 'record', why: 'mode' };
    case 'passthrough':
      return { kind: 'passthrough' };
    case 'lockdown':
      return exists
        ? { kind: 'replay' }
        : { kind: 'refuse', message: 'lockdown replays only, it never records' };
    case 'once':
      if (!exists) return { kind: 'record', why: 'missing' };
      if (expired && gatewayNamed) return { kind: 'record', why: 'expired' };
      return { kind: 'replay' };
    case 'replay':
      if (!exists)
        return gatewayNamed
          ? { kind: 'record', why: 'missing' }
          : {
              kind: 'refuse',
              message: 'replay records a missing cassette only from a named --gateway or --profile',
            };
      if (expired && gatewayNamed) return { kind: 'record', why: 'expired' };
      return { kind: 'replay' };
  }
}

/** Whether the plan sends requests to a gateway (so the run probes it first). */
export const planGoesLive = (plan: CassettePlan): boolean =>
  plan.kind === 'record' || plan.kind === 'passthrough';

const DAY_MS = 86_400_000;

/** Whole days since `recordedAt` (ISO) at `now` (ms); 0 for a time in the future. */
export function cassetteAgeDays(recordedAt: string, now: number): number {
  return Math.max(0, Math.floor((now - Date.parse(recordedAt)) / DAY_MS));
}

/** Older than `expireDays` (days of 24 hours; a fraction allowed). */
export function isExpired(recordedAt: string, now: number, expireDays: number): boolean {
  return now - Date.parse(recordedAt) > expireDays * DAY_MS;
}

/** The warning line of an expired cassette, saying what this run does about it. */
export function expiredText(file: string, ageDays: number, expireDays: number, plan: CassettePlan): string {
  const age = `cassette ${file} is ${ageDays} ${ageDays === 1 ? 'day' : 'days'} old (--expire ${expireDays})`;
  return plan.kind === 'record' && plan.why === 'expired'
    ? `${age}: re-recording it from the live gateway`
    : `${age}: re-record it`;
}
