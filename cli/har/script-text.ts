// The imported script as JSON Lines: a header naming the HAR it came from, then the steps, each
// group after a comment naming the HAR entry it was made from (a phone in its path masked, as in
// every output of the CLI).
import { redactText } from '../../adapters/redact/redact.ts';
import type { Step } from './walk.ts';

export interface ScriptSource {
  /** The HAR file as given on the command line. */
  readonly file: string;
  /** The tool that recorded it ("Playwright 1.65.1"), '' when unknown. */
  readonly creator: string;
  /** When its first request was sent, as the HAR says; null when it does not. */
  readonly recordedAt: string | null;
  /** When the import ran. */
  readonly importedAt: Date;
}

export function scriptText(steps: readonly Step[], source: ScriptSource): string {
  const recorded = [
    source.recordedAt === null ? null : `recorded ${source.recordedAt}`,
    source.creator === '' ? null : `by ${source.creator}`,
  ].filter((part) => part !== null);
  const header = [
    `# Imported by jumun import-har from ${source.file}${recorded.length === 0 ? '' : ` (${recorded.join(' ')})`}`,
    `# on ${source.importedAt.toISOString().slice(0, 10)}: the customer's requests as domain commands, with the`,
    '# totals and states the gateway answered then as assertions.',
  ];
  const body = steps.map((step) =>
    step.kind === 'comment' ? `# ${redactText(step.text)}` : JSON.stringify(step.json),
  );
  return `${[...header, ...body].join('\n')}\n`;
}
