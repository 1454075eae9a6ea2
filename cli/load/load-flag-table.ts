// The flags of `jumun load`, each declared once, in the order of its --help: the registration
// (commands/load.ts) and the options the action gets (LoadFlags) come from this table; their checks
// are the codecs of load-flags.ts, by the same keys. Strings only, so --help loads nothing heavy.
import type { FlagRow, FlagsOf } from '../flags/flag-table.ts';
import { faultsFlag, gatewayFlag, profileFlag } from '../flags/shared-options.ts';

export const loadFlagTable = [
  {
    flags: '--users <n>',
    description: 'virtual customers at once, each looping the script in a fresh session',
    required: true,
  },
  { flags: '--duration <time>', description: 'how long customers start iterations: 20s, 2m', required: true },
  {
    flags: '--ramp-up <time>',
    description: 'start the customers evenly over this time (within the duration)',
    default: '0s',
  },
  { flags: '--max-error-rate <rate>', description: 'failed iterations allowed: 0.01 or 1% (default 0)' },
  gatewayFlag,
  profileFlag(),
  faultsFlag('every iteration'),
  { flags: '--json', description: 'print the figures as one JSON object' },
  {
    flags: '--vars <file>',
    description: 'variables for {{name}} in the script: a JSON object of names to strings or numbers',
  },
  {
    flags: '--var <name=value>',
    description: 'a variable for {{name}} (repeatable; wins over --vars)',
    repeatable: true,
  },
  {
    flags: '--data <file>',
    description:
      'rows of a .csv, .json or .jsonl file as variables, taken in turn by the iterations (over the script\'s "# data:" header)',
    // collected, so that a second --data is seen and refused
    repeatable: true,
  },
  {
    flags: '--rows-by <who>',
    description:
      'iteration: iteration i runs row i; customer: virtual customer u always runs row u (one member each)',
    default: 'iteration',
  },
] as const satisfies readonly FlagRow[];

/** The flags of `jumun load` as commander hands them. */
export type LoadFlags = FlagsOf<typeof loadFlagTable>;
