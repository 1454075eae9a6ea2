// The flags of `jumun load`, checked before anything is sent: a bad one names the flag (exit 2).
import { left, right } from 'fp-ts/Either';
import * as t from 'io-ts';
import { GatewayTarget } from '../flags/flag-checks.ts';
import { across, fields, flag, once, optional } from '../flags/flag-codec.ts';

const UNITS: Readonly<Record<string, number>> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 };

/** `60s`, `2m`, `1.5s`, `500ms`: a unit is required, as a bare 60 could be seconds or ms. */
export function parseDuration(raw: string): number | string {
  const m = /^(\d+(?:\.\d+)?)(ms|s|m|h)$/.exec(raw.trim());
  if (m === null) return `expected a time with its unit (500ms, 20s, 2m, 1h), got ${raw}`;
  return Math.round(Number(m[1]) * (UNITS[m[2] ?? 's'] ?? 1000));
}

const Duration = (positive: boolean) =>
  flag('Duration', t.number.is, (raw) => {
    const ms = parseDuration(raw);
    if (typeof ms === 'string') return left(ms);
    return positive && ms <= 0 ? left(`must be longer than 0, got ${raw}`) : right(ms);
  });

/** Concurrent virtual customers: each holds a session and a connection, so a sane bound. */
export const MAX_USERS = 1000;

const Users = flag('Users', t.number.is, (raw) => {
  const n = Number(raw);
  return raw.trim() !== '' && Number.isInteger(n) && n >= 1 && n <= MAX_USERS
    ? right(n)
    : left(`expected a whole number from 1 to ${MAX_USERS}, got ${raw}`);
});

/** A fraction (0.01) or a percentage (1%) of iterations allowed to fail; 0 unless said. */
export const DEFAULT_MAX_ERROR_RATE = 0;

const ErrorRate = flag('ErrorRate', t.number.is, (raw) => {
  const text = raw.trim();
  const percent = text.endsWith('%');
  const n = Number(percent ? text.slice(0, -1) : text);
  const rate = percent ? n / 100 : n;
  return text !== '' && text !== '%' && Number.isFinite(rate) && rate >= 0 && rate <= 1
    ? right(rate)
    : left(`expected a fraction from 0 to 1 (0.01) or a percentage (1%), got ${raw}`);
});

const RowsBy = flag(
  'RowsBy',
  (u): u is 'iteration' | 'customer' => u === 'iteration' || u === 'customer',
  (raw) =>
    raw === 'iteration' || raw === 'customer'
      ? right(raw)
      : left(`expected iteration or customer, got ${raw}`),
);

const Plan = across(
  'Plan',
  { users: Users, duration: Duration(true), rampUp: optional(Duration(false), 0) },
  t.type({ users: t.number, durationMs: t.number, rampUpMs: t.number }),
  ({ users, duration, rampUp }) =>
    rampUp >= duration
      ? left(`--ramp-up must be shorter than --duration (customers start within the duration)`)
      : right({ users, durationMs: duration, rampUpMs: rampUp }),
);

/** `--users` and `--duration` are required: a load test without them has no shape. */
export const LoadOptions = t.intersection([
  Plan,
  fields({ maxErrorRate: optional(ErrorRate, DEFAULT_MAX_ERROR_RATE) }),
  GatewayTarget,
  fields({
    json: optional(t.boolean, false),
    vars: optional(t.string, undefined),
    var: optional(t.array(t.string), []),
    data: optional(once('a load takes one data file'), undefined),
    rowsBy: optional(RowsBy, 'iteration' as const),
  }),
]);
export type LoadOptions = t.TypeOf<typeof LoadOptions>;
