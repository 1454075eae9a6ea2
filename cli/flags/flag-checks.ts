// Codecs of the flags several commands share, checked before anything is sent: --now, --port,
// --concurrency, --reporter and --json, and the target flags (--gateway, --profile, --cassette).
import { type Either, isLeft, left, map, right } from 'fp-ts/Either';
import * as t from 'io-ts';
import { instantWithOffset } from '../../contract/time-with-offset.ts';
import { across, decodeFlags, fields, flag, optional } from './flag-codec.ts';
import { parseReporterList, ReporterSpec } from './reporter-list.ts';

const text = optional(t.string, undefined);

/** An ISO 8601 time with its offset (`Z` or `+09:00`): without one, the machine's zone would decide. */
function isoTimeWithOffset(raw: string): Either<string, number> {
  const at = instantWithOffset(raw.trim());
  if (at !== null) return right(at);
  // which refusal helps: a time the machine would read in its own zone lacks only the offset
  const offsetOnly = !Number.isNaN(Date.parse(raw)) && !/T.*(?:Z|[+-]\d{2}(?::?\d{2})?)$/i.test(raw.trim());
  return offsetOnly
    ? left(`give the offset, e.g. 2026-11-21T12:00:00+09:00 (got ${raw})`)
    : left(`not an ISO 8601 time: ${raw}`);
}

/** --now as the time it fixes (ms since the epoch), or null for the real clock. */
export const Now = optional(flag('IsoTime', t.number.is, isoTimeWithOffset), null);

/** --now checked as above but kept as typed, for a gateway that reads it itself. */
export const NowText = optional(
  flag('IsoTime', t.string.is, (raw) => map(() => raw)(isoTimeWithOffset(raw))),
  null,
);

export const Port = flag('Port', t.number.is, (raw) => {
  const port = Number(raw);
  return raw.trim() === '' || !Number.isInteger(port) || port < 0 || port > 65535
    ? left(`not a port number: ${raw}`)
    : right(port);
});

/** Scripts run at once: 4 unless said. */
export const Concurrency = optional(
  flag('Concurrency', t.number.is, (raw) => {
    const n = Number(raw);
    return Number.isInteger(n) && n >= 1 ? right(n) : left(`expected a whole number ≥ 1, got ${raw}`);
  }),
  4,
);

/** `jumun serve --sms-daily-budget`: absent keeps the gateway's default (gateway/sms/sms-policy.ts). */
export const SmsDailyBudget = optional(
  flag('SmsDailyBudget', t.number.is, (raw) => {
    const n = Number(raw);
    return raw.trim() !== '' && Number.isInteger(n) && n >= 0
      ? right(n)
      : left(`expected a whole number ≥ 0, got ${raw}`);
  }),
  undefined,
);

export { ReporterName, ReporterSpec } from './reporter-list.ts';

/** --reporter (a list: `pretty,junit:out.xml`), where --json is `--reporter json`. */
export const Reporter = across(
  'Reporter',
  { json: optional(t.boolean, false), reporter: text },
  t.type({ reporters: t.readonlyArray(ReporterSpec) }),
  ({ json, reporter }) => {
    const parsed = parseReporterList(json ? 'json' : (reporter ?? 'pretty'));
    return isLeft(parsed) ? left(`--reporter: ${parsed.left}`) : right({ reporters: parsed.right });
  },
);

/** --json with another --reporter asks for two outputs. */
export const JsonIsReporterJson = across(
  'JsonIsReporterJson',
  { json: optional(t.boolean, false), reporter: text },
  t.type({}),
  ({ json, reporter }) =>
    json && reporter !== undefined && reporter !== 'json'
      ? left(`--json is --reporter json: it cannot go with --reporter ${reporter}`)
      : right({}),
);

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
export const Target = across(
  'Target',
  { gateway: text, profile: text, cassette: text },
  t.partial({ gateway: t.string, profile: t.string, cassette: t.string }),
  (flags) => {
    if (flags.gateway === undefined) return right(flags);
    const other =
      flags.profile !== undefined ? '--profile' : flags.cassette !== undefined ? '--cassette' : null;
    return other === null
      ? right(flags)
      : left(`--gateway and ${other} both say where requests go: give one`);
  },
);

/** The target of a command that drives customers (load, explore): the target flags and --faults. */
export const GatewayTarget = t.intersection([Target, fields({ faults: optional(t.string, undefined) })]);

/** --now alone: the time, null without one, or the refusal naming the flag. */
export function checkNow(now: string | undefined): number | null | { readonly error: string } {
  const decoded = decodeFlags(t.type({ now: Now }), { now });
  return isLeft(decoded) ? { error: decoded.left } : decoded.right.now;
}

/** The target flags alone: null when they agree, else the refusal naming both flags. */
export function checkTarget(flags: TargetFlags): string | null {
  const decoded = decodeFlags(Target, flags);
  return isLeft(decoded) ? decoded.left : null;
}
