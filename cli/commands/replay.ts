// `jumun replay EVENTS_FILE`: rebuild and print the projections from a stored event log — a JSON
// array of events (one run's log, or the web app's export), or the `{ "script": [...] }` object
// that `jumun run --events` writes for several scripts.
import { readFile } from 'node:fs/promises';
import type { Command } from 'commander';
import { exitCodes, fail } from '../exit.ts';

interface Flags {
  readonly script?: string;
}

/** The one log in the file: the array itself, or the named (or only) script's entry. */
export function pickLog(raw: unknown, script: string | undefined): { log: unknown } | { error: string } {
  if (Array.isArray(raw) || typeof raw !== 'object' || raw === null) return { log: raw };
  const logs = raw as Record<string, unknown>;
  const names = Object.keys(logs);
  if (script !== undefined) {
    return Object.hasOwn(logs, script)
      ? { log: logs[script] }
      : { error: `no script "${script}" in the file (it has ${names.join(', ')})` };
  }
  if (names.length === 1) return { log: logs[names[0] ?? ''] };
  return {
    error: `the file holds the logs of ${names.length} scripts: choose one with --script (${names.join(', ')})`,
  };
}

export function registerReplay(program: Command): void {
  program
    .command('replay')
    .description('rebuild and print the cart, checkout and session projections from an event log')
    .argument('<events-file>', 'an event log: a JSON array of events, or the output of `jumun run --events`')
    .option('--script <name>', 'which script of a several-script log')
    .addHelpText(
      'after',
      '\nExamples:\n  $ jumun replay order-events.json\n  $ jumun replay run-events.json --script fixtures/scripts/cash-order.jsonl',
    )
    .action(async (file: string, flags: Flags) => {
      let raw: unknown;
      try {
        raw = JSON.parse(await readFile(file, 'utf8'));
      } catch (error) {
        fail(`${file}: ${error instanceof Error ? error.message : String(error)}`, exitCodes.badInput);
      }
      const picked = pickLog(raw, flags.script);
      if ('error' in picked) fail(`${file}: ${picked.error}`, exitCodes.badInput);
      const [{ decodeLog }, { replay }] = await Promise.all([
        import('../../domain/store/decode-log.ts'),
        import('../../domain/store/replay.ts'),
      ]);
      const decoded = decodeLog(picked.log);
      if (!decoded.ok)
        fail(`${file}: not an event log\n  ${decoded.errors.join('\n  ')}`, exitCodes.badInput);
      const { redactJson } = await import('../../adapters/redact/redact.ts');
      process.stdout.write(`${JSON.stringify(redactJson(replay(decoded.log)), null, 2)}\n`);
    });
}
