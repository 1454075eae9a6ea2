// The flags several commands declare (--gateway, --profile, --cassette, --now, --json), declared
// once for commander. Kept apart from their codecs (flag-checks.ts) so `--help` loads nothing heavy.
import { faultKinds } from '../../adapters/faults/fault-kinds.ts';
import type { FlagRow } from './flag-table.ts';

export const gatewayFlag = {
  flags: '--gateway <url>',
  description: 'the gateway origin (default http://127.0.0.1:8080)',
} as const;

export const profileFlag = (description = 'an environment profile JSON') =>
  ({ flags: '--profile <file>', description }) as const;

/** --faults of the commands that drive customers: each says what the faults go into. */
export const faultsFlag = (into: string) =>
  ({
    flags: '--faults <file>',
    description: `inject faults into ${into}, as \`jumun run --faults\` into a script: [{"match": "order.submit", "fault": "reset"}]`,
  }) as const;

/** --now: what the fixed clock is for differs by command, so each says it. */
export const nowFlag = (description: string) => ({ flags: '--now <iso>', description }) as const;

/** The target flags of the query commands (restaurants, menu, order-info, order-status), and --json. */
export const targetFlags = [
  gatewayFlag,
  profileFlag(),
  { flags: '--cassette <file>', description: 'answer from a recorded cassette' },
  { flags: '--json', description: 'print JSON instead of a table' },
] as const satisfies readonly FlagRow[];

/** The --faults file's rules and the kinds of fault there are, for the --help of run and load. */
export const faultsHelp = (): string[] => [
  'Faults (--faults FILE): one rule or a list, {"match": CALL, "fault": KIND, "times": N}; CALL is',
  'a contract call (order.submit, cart.submit, sms.send, ...) or a path pattern (* one segment,',
  '** any: /api/v1/restaurants/*/menu/), times is 1 unless said, and KIND one of:',
  ...Object.entries(faultKinds).map(([kind, what]) => `  ${kind.padEnd(10)} ${what}`),
];
