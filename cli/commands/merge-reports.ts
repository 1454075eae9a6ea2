// `jumun merge-reports DIR|FILE...`: the NDJSON reports of a suite's shards (a CI matrix's
// artifacts) as one JUnit report and one HTML report, with one summary over all.
import type { Command } from 'commander';
import type { ExitWith } from '../exit.ts';
import { addFlags } from '../flags/flag-table.ts';
import { type MergeReportsFlags, mergeReportsFlagTable } from './merge-reports-flag-table.ts';

export function registerMergeReports(program: Command, exitWith: ExitWith): void {
  const command = program
    .command('merge-reports')
    .description('merge the NDJSON reports of several shards into one JUnit and one HTML report')
    .argument(
      '<reports...>',
      'NDJSON reports (`jumun run --reporter json:FILE`), or directories searched for *.ndjson',
    );
  addFlags(command, mergeReportsFlagTable)
    .addHelpText(
      'after',
      [
        '',
        'Examples:',
        '  $ jumun run fixtures/scripts --shard 1/2 --reporter pretty,json:reports/shard-1.ndjson',
        '  $ jumun run fixtures/scripts --shard 2/2 --reporter pretty,json:reports/shard-2.ndjson',
        '  $ jumun merge-reports reports/ --junit junit.xml --html report.html',
        '',
        'Scripts are ordered by name; a script in two reports is an error (the shards overlap).',
        'A run with --shard i/n records its shard: every shard of the split must be given, each once',
        '(a missing one is named: "shard 2/4, 3/4 missing"); reports of runs without --shard merge as given.',
        'Exit codes: 0 every merged script passed, 1 one failed or could not run, or a run was interrupted,',
        '2 a report cannot be read (a bad line is named by file and line), the shards overlap,',
        'a shard is given twice, or one is missing (without --allow-missing-shards).',
      ].join('\n'),
    )
    .action(
      exitWith(async (paths: string[], flags: MergeReportsFlags) => {
        const { mergeReportsCommand } = await import('./merge-reports-command.ts');
        return mergeReportsCommand(paths, flags, { stdout: process.stdout, stderr: process.stderr });
      }),
    );
}
