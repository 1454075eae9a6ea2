// The flags of `jumun merge-reports`, each declared once, in the order of its --help: the
// registration (merge-reports.ts) and the options the action gets come from this table; their
// checks are the codecs of merge-reports-command.ts, by the same keys.
import type { FlagRow, FlagsOf } from '../flags/flag-table.ts';

export const mergeReportsFlagTable = [
  { flags: '--junit <file>', description: 'write the merged JUnit XML here' },
  { flags: '--html <file>', description: 'write the merged HTML report here' },
  {
    flags: '--allow-missing-shards',
    description:
      'merge though shards of the split are missing: warned, and every output says the report is partial',
  },
] as const satisfies readonly FlagRow[];

/** The flags of `jumun merge-reports` as commander hands them. */
export type MergeReportsFlags = FlagsOf<typeof mergeReportsFlagTable>;
