// The flags of `jumun run`, each declared once, in the order of its --help: the registration
// (commands/run.ts) and the options the action gets (RunFlags) come from this table; their checks
// are the codecs of run-command.ts, by the same keys. Strings only, so --help loads nothing heavy.
import type { FlagRow, FlagsOf } from '../flags/flag-table.ts';
import { gatewayFlag, nowFlag, profileFlag } from '../flags/shared-options.ts';

export const runFlagTable = [
  gatewayFlag,
  profileFlag('an environment profile: {"hosts": {"api", "gateway", "member", "front", "auth", "payment"}}'),
  {
    flags: '--cassette <path>',
    description:
      'answer from a cassette: a file (one script), or a directory of them (one per script, by name)',
  },
  {
    flags: '--cassette-mode <mode>',
    description:
      'replay | record | once | passthrough | lockdown (default: replay; lockdown when CI is set); a miss never goes live',
  },
  { flags: '--record <path>', description: 'record this live run (--cassette PATH --cassette-mode record)' },
  {
    flags: '--expire <days>',
    description: 'a cassette recorded longer ago is expired: warned, or re-recorded live',
  },
  { flags: '--fail-on-expired', description: 'exit 4 when an expired cassette was replayed as it is' },
  {
    flags: '--volatile <path>',
    description: 'a request field matched whatever it holds: body.a.b (* any key) or query.name; repeatable',
    repeatable: true,
  },
  {
    flags: '--faults <file>',
    description:
      'inject faults into every script: [{"match": "order.submit", "fault": "timeout", "times": 1}] (one script\'s own: a "# faults: FILE" header line)',
  },
  { flags: '--json', description: 'NDJSON output (same as --reporter json)' },
  {
    flags: '--reporter <list>',
    description:
      'pretty | json | junit | html, each name[:file], comma-separated; at most one without a file (stdout) (default: pretty)',
  },
  { flags: '--concurrency <n>', description: 'scripts run at once', default: '4' },
  { flags: '--events <file>', description: 'write the event log(s) of the run, for `jumun replay`' },
  {
    flags: '--trace <mode>',
    description:
      'keep a trace file (steps, requests, events, projections): on | off | retain-on-failure (default: retain-on-failure, failed scripts only)',
  },
  {
    flags: '--trace-dir <dir>',
    description: 'where trace files go, one per script run (default: .jumun/traces/)',
  },
  nowFlag('fix the clock of every script (a sandbox gateway honours it per request)'),
  { flags: '--grep <text>', description: 'run only the scripts whose path contains this text (any case)' },
  {
    flags: '--tag <tags>',
    description:
      'run only scripts tagged with any of these (`# tags: smoke, coupon` in the header); repeatable',
    repeatable: true,
  },
  {
    flags: '--exclude-tag <tags>',
    description: 'leave out scripts tagged with any of these; repeatable',
    repeatable: true,
  },
  { flags: '--list', description: 'print the scripts that would run, with their tags, and run nothing' },
  {
    flags: '--bail [n]',
    description:
      'start no more scripts after n have failed (--bail=n; bare: 1); the rest are reported not run',
  },
  {
    flags: '--retries <n>',
    description:
      'run a failed script again, in a fresh session, up to n times; passing on a retry is "flaky"',
    default: '0',
  },
  { flags: '--fail-on-flaky', description: 'exit 1 when a script passed only on a retry' },
  {
    flags: '--last-failed',
    description: 'run only the scripts that failed or were not run last time (.jumun/last-run.json)',
  },
  {
    flags: '--shard <i/n>',
    description: 'run shard i of n: the scripts sorted by path, dealt round-robin (for a CI matrix)',
  },
  {
    flags: '--watch',
    description: 'after the run, run again each script whose file changes, and new scripts; Ctrl+C ends it',
  },
  {
    flags: '--vars <file>',
    description: 'variables for {{name}} in the scripts: a JSON object of names to strings or numbers',
  },
  {
    flags: '--var <name=value>',
    description: 'a variable for {{name}} (repeatable; wins over --vars)',
    repeatable: true,
  },
  {
    flags: '--data <file>',
    description:
      'run the one script given once per row of a .csv, .json or .jsonl file, the columns as variables (several scripts: a "# data: FILE" header line in each)',
    // collected, so that a second --data is seen and refused
    repeatable: true,
  },
] as const satisfies readonly FlagRow[];

/** The flags of `jumun run` as commander hands them. */
export type RunFlags = FlagsOf<typeof runFlagTable>;
