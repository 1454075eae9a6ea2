// `jumun import-har FILE.har`: a browser session recorded in DevTools or by Playwright's
// `recordHar` turned into a QA script of named domain commands with assertions (cli/har/).
import type { Command } from 'commander';
import type { ExitWith } from '../exit.ts';
import { addFlags, type FlagRow, type FlagsOf } from '../flags/flag-table.ts';

/** The flags of `jumun import-har`, each declared once. */
export const importHarFlags = [
  { flags: '--out <file>', description: 'write the script to this file (default: standard output)' },
  {
    flags: '--keep-phone',
    description:
      'keep the phone the HAR recorded (default: {{unique.phone}}, so the script runs again on one gateway)',
  },
] as const satisfies readonly FlagRow[];

export function registerImportHar(program: Command, exitWith: ExitWith): void {
  addFlags(
    program
      .command('import-har')
      .description(
        'turn a browser session (a HAR file from DevTools or Playwright) into a QA script of domain commands with assertions',
      )
      .argument(
        '<file>',
        'the HAR file (HAR 1.2: DevTools "Save all as HAR with content", Playwright recordHar)',
      ),
    importHarFlags,
  )
    .addHelpText(
      'after',
      [
        '',
        'It prints what it mapped and each contract call it could not map, with the reason, on stderr.',
        'Exit codes: 0 a script was written (even with unmapped calls), 2 nothing mapped or the file is no HAR.',
        '',
        'Examples:',
        '  $ jumun import-har order.har --out qa/order.jsonl',
        '  $ jumun import-har order.har --keep-phone > order.jsonl',
        '  $ jumun import-har order.har --out order.jsonl && jumun run order.jsonl --gateway http://127.0.0.1:8080',
      ].join('\n'),
    )
    .action(
      exitWith(async (file: string, flags: FlagsOf<typeof importHarFlags>) => {
        const { importHarCommand } = await import('./import-har-command.ts');
        return importHarCommand(file, flags);
      }),
    );
}
