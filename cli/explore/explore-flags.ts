// The flags of `jumun explore`, checked before anything starts: a bad one names the flag (exit 2).
import { left, right } from 'fp-ts/Either';
import * as t from 'io-ts';
import { GatewayTarget, Now } from '../flags/flag-checks.ts';
import { fields, flag, optional } from '../flags/flag-codec.ts';
import { parseDuration } from '../load/load-flags.ts';

const wholeNumber = (name: string, min: number, max: number) =>
  flag(name, t.number.is, (raw) => {
    const n = Number(raw);
    return raw.trim() !== '' && Number.isInteger(n) && n >= min && n <= max
      ? right(n)
      : left(`expected a whole number from ${min} to ${max}, got ${raw}`);
  });

const Time = flag('Time', t.number.is, (raw) => {
  const ms = parseDuration(raw);
  if (typeof ms === 'string') return left(ms);
  return ms <= 0 ? left(`must be longer than 0, got ${raw}`) : right(ms);
});

/** Journeys longer than this stop being read as a customer's: shrinking makes them short anyway. */
export const MAX_COMMANDS = 200;

export const ExploreOptions = t.intersection([
  GatewayTarget,
  fields({
    seed: optional(wholeNumber('Seed', -(2 ** 31), 2 ** 31 - 1), null),
    time: optional(Time, 60_000),
    shrinkTime: optional(Time, 60_000),
    seedDir: optional(t.string, 'fixtures/seed'),
    maxCommands: optional(wholeNumber('MaxCommands', 1, MAX_COMMANDS), 25),
    now: Now,
    out: optional(t.string, undefined),
    json: optional(t.boolean, false),
  }),
]);
export type ExploreOptions = t.TypeOf<typeof ExploreOptions>;
