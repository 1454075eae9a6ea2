// `jumun replay`'s action: the event log read and decoded, the projections rebuilt and printed.
import { readFile } from 'node:fs/promises';
import { isLeft } from 'fp-ts/Either';
import * as t from 'io-ts';
import { exitCodes, refuse } from '../exit.ts';
import { decodeFlags, fields, optional } from '../flags/flag-codec.ts';
import { pickLog } from './pick-log.ts';

/** The flags of `jumun replay`. */
export const ReplayOptions = fields({ script: optional(t.string, undefined) });

export async function replayCommand(file: string, flags: object): Promise<number> {
  const decoded = decodeFlags(ReplayOptions, flags);
  if (isLeft(decoded)) return refuse(decoded.left, exitCodes.badInput);
  let raw: unknown;
  try {
    raw = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    return refuse(`${file}: ${error instanceof Error ? error.message : String(error)}`, exitCodes.badInput);
  }
  const picked = pickLog(raw, decoded.right.script);
  if ('error' in picked) return refuse(`${file}: ${picked.error}`, exitCodes.badInput);
  const [{ decodeLog }, { replay }] = await Promise.all([
    import('../../domain/store/decode-log.ts'),
    import('../../domain/store/replay.ts'),
  ]);
  const log = decodeLog(picked.log);
  if (!log.ok) return refuse(`${file}: not an event log\n  ${log.errors.join('\n  ')}`, exitCodes.badInput);
  const { redactJson } = await import('../../adapters/redact/redact.ts');
  process.stdout.write(`${JSON.stringify(redactJson(replay(log.log)), null, 2)}\n`);
  return exitCodes.ok;
}
