// `jumun show-trace FILE`: a trace file of `jumun run --trace` printed step by step, or as HTML.
import type { Command } from 'commander';
import type { ExitWith } from '../exit.ts';
import { addFlags, type FlagRow, type FlagsOf } from '../flags/flag-table.ts';

/** The flags of `jumun show-trace`, each declared once. */
const showTraceFlags = [
  {
    flags: '--open',
    description: 'write it as an HTML page next to the file and open it (prints the path without an opener)',
  },
] as const satisfies readonly FlagRow[];

export function registerShowTrace(program: Command, exitWith: ExitWith): void {
  addFlags(
    program
      .command('show-trace')
      .description(
        'print a trace of `jumun run` step by step: requests, events and the projections diff of each step',
      )
      .argument('<file>', 'a trace file (.jumun/traces/SCRIPT.trace.json)'),
    showTraceFlags,
  )
    .addHelpText(
      'after',
      [
        '',
        'Examples:',
        '  $ jumun show-trace .jumun/traces/cash-order.trace.json',
        '  $ jumun show-trace .jumun/traces/cash-order.trace.json --open',
      ].join('\n'),
    )
    .action(
      exitWith(async (file: string, flags: FlagsOf<typeof showTraceFlags>) => {
        const [{ showTraceCommand }, { systemOpener }] = await Promise.all([
          import('../trace/show-trace-command.ts'),
          import('../trace/system-opener.ts'),
        ]);
        return showTraceCommand(file, flags, {
          stdout: process.stdout,
          stderr: process.stderr,
          opener: systemOpener(),
        });
      }),
    );
}
