// The flags of `jumun explore`, each declared once, in the order of its --help: the registration
// (commands/explore.ts) and the options the action gets (ExploreFlags) come from this table; their
// checks are the codecs of explore-flags.ts, by the same keys. Strings only, so --help loads nothing.
import type { FlagRow, FlagsOf } from '../flags/flag-table.ts';
import { faultsFlag, gatewayFlag, nowFlag, profileFlag } from '../flags/shared-options.ts';

export const DEFAULT_EXPLORE_NOW = '2026-11-21T12:00:00+09:00';

export const exploreFlagTable = [
  {
    flags: '--seed <n>',
    description: "fast-check's seed: the same seed explores the same journeys (default: random, printed)",
  },
  { flags: '--time <time>', description: 'how long to explore: 20s, 2m', default: '60s' },
  {
    flags: '--shrink-time <time>',
    description: 'how long to shrink a failure before writing the smallest journey found so far',
    default: '60s',
  },
  {
    flags: '--gateway <url>',
    description: `${gatewayFlag.description.replace(/ \(default [^)]*\)/, '')} (default: a \`jumun serve --db memory\` of its own)`,
  },
  profileFlag(),
  faultsFlag('every journey'),
  {
    flags: '--seed-dir <dir>',
    description:
      'the seed whose restaurants, menus and coupons journeys draw from (and its own gateway serves)',
    default: 'fixtures/seed',
  },
  { flags: '--max-commands <n>', description: 'the most commands one journey types', default: '25' },
  nowFlag("the time every journey runs at, as a script's clock line"),
  {
    flags: '--out <file>',
    description: 'where a failure is written as a script (default: explore-failure-<seed>.jsonl)',
  },
  { flags: '--json', description: 'print the summary as one JSON object' },
] as const satisfies readonly FlagRow[];

/** The flags of `jumun explore` as commander hands them. */
export type ExploreFlags = FlagsOf<typeof exploreFlagTable>;
