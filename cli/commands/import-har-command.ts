// `jumun import-har`'s action: the HAR read, imported (cli/har/import-har.ts), the script written
// to --out or standard output, and what was and was not mapped said on stderr.
import { readFile, writeFile } from 'node:fs/promises';
import { isLeft } from 'fp-ts/Either';
import * as t from 'io-ts';
import { redactText } from '../../adapters/redact/redact.ts';
import { exitCodes, refuse } from '../exit.ts';
import { decodeFlags, fields, optional } from '../flags/flag-codec.ts';
import { counted, importHar, unmappedLines } from '../har/import-har.ts';

/** The flags of `jumun import-har`. */
const ImportHarOptions = fields({
  out: optional(t.string, undefined),
  keepPhone: optional(t.boolean, false),
});

export async function importHarCommand(file: string, flags: object, now: Date = new Date()): Promise<number> {
  const decoded = decodeFlags(ImportHarOptions, flags);
  if (isLeft(decoded)) return refuse(decoded.left, exitCodes.badInput);
  const options = decoded.right;
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    return refuse(`${file}: ${error instanceof Error ? error.message : String(error)}`, exitCodes.badInput);
  }
  const imported = importHar(text, { file, importedAt: now }, { keepPhone: options.keepPhone });
  if (isLeft(imported)) {
    const listed = unmappedLines(imported.left.unmapped ?? []);
    return refuse(
      [`${file}: ${imported.left.message}`, ...listed.map((l) => `  ${l}`)].join('\n'),
      exitCodes.badInput,
    );
  }
  const result = imported.right;
  if (options.out === undefined) process.stdout.write(result.script);
  else
    try {
      await writeFile(options.out, result.script);
    } catch (error) {
      return refuse(
        `${options.out}: ${error instanceof Error ? error.message : String(error)}`,
        exitCodes.badInput,
      );
    }
  const unmapped = unmappedLines(result.unmapped);
  process.stderr.write(
    redactText(
      [
        `${file}: ${counted(result.entries, 'entry', 'entries')}: ${counted(result.commands, 'command', 'commands')} written${options.out === undefined ? '' : ` to ${options.out}`}; ${counted(result.asked, 'call', 'calls')} the commands ask again themselves; ${counted(result.skipped, 'entry', 'entries')} no contract call (the app's files, images, fonts, providers' pages); ${result.unmapped.length} unmapped`,
        ...unmapped.map((line) => `  ${line}`),
        ...result.needs.map((name) => `the script takes {{${name}}}: run it with --var ${name}=…`),
        '',
      ].join('\n'),
    ),
  );
  return exitCodes.ok;
}
