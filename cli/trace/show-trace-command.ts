// `jumun show-trace FILE [--open]`: the trace read back through its codec (a bad file is refused
// with the JSON path of what is wrong, exit 2), then printed step by step, or written as HTML next
// to it (`x.trace.json` → `x.trace.html`) and opened with the system opener when there is one.
import { readFile, writeFile } from 'node:fs/promises';
import { isLeft } from 'fp-ts/Either';
import * as t from 'io-ts';
import { redactText } from '../../adapters/redact/redact.ts';
import { exitCodes } from '../exit.ts';
import { decodeFlags, fields, optional } from '../flags/flag-codec.ts';
import type { OutStream } from '../report/progress-bar.ts';
import type { Opener } from './system-opener.ts';
import { decodeTrace } from './trace-format.ts';

export const ShowTraceOptions = fields({ open: optional(t.boolean, false) });

export interface ShowTraceIo {
  readonly stdout: OutStream;
  readonly stderr: OutStream;
  /** The system opener, or null on a machine without one. */
  readonly opener: Opener | null;
}

export const htmlPathOf = (file: string) => `${file.replace(/\.json$/i, '')}.html`;

export async function showTraceCommand(file: string, flags: object, io: ShowTraceIo): Promise<number> {
  const say = (message: string) => io.stderr.write(`jumun: ${redactText(message)}\n`);
  const decoded = decodeFlags(ShowTraceOptions, flags);
  if (isLeft(decoded)) {
    say(decoded.left);
    return exitCodes.badInput;
  }
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    say(`${file}: ${error instanceof Error ? error.message : String(error)}`);
    return exitCodes.badInput;
  }
  const read = decodeTrace(text);
  if (!read.ok) {
    say(`${file}: ${read.error}`);
    return exitCodes.badInput;
  }
  // A trace is written redacted; one made or edited by hand passes the same rules on the way out.
  if (!decoded.right.open) {
    const { traceText } = await import('./trace-text.ts');
    io.stdout.write(`${redactText(traceText(read.trace))}\n`);
    return exitCodes.ok;
  }
  const { traceHtml } = await import('./trace-html.ts');
  const html = htmlPathOf(file);
  await writeFile(html, redactText(traceHtml(read.trace)));
  if (io.opener === null) {
    io.stdout.write(`wrote ${html} (no system opener here: open it in a browser)\n`);
    return exitCodes.ok;
  }
  io.opener(html);
  io.stdout.write(`wrote ${html} and opened it\n`);
  return exitCodes.ok;
}
