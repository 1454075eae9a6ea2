// The variables every script has without declaring them:
//   {{run.id}}        one per `jumun run` (the same in every script of the run)
//   {{script.index}}  the script's 0-based place in the run (a data row's run counts as one)
//   {{unique.phone}}  a fresh valid Korean mobile for each script run
// The phones are 0107 then seven digits: no seed member, blocked customer or shipped script uses
// that band (cli/script/builtins.test.ts checks the seed). Each run starts at a random place in
// the band and counts up, so a second run on the same gateway (or two at once) gets other phones
// unless their ranges of a few dozen numbers meet out of ten million.
import { randomBytes, randomInt } from 'node:crypto';

export const BUILTIN_NAMES = ['run.id', 'script.index', 'unique.phone'] as const;

const BAND = '0107';
const BAND_SIZE = 10_000_000;

/** A short id for a run: its start time and some randomness, `20261127-1131-k3v9q2`. */
export function newRunId(now: Date = new Date()): string {
  const stamp = now.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 13);
  return `${stamp}-${randomBytes(4).readUInt32BE(0).toString(36)}`;
}

/** Fresh phones one after another, from `start` (a random place in the band unless given). */
export function uniquePhones(start: number = randomInt(BAND_SIZE)): () => string {
  let next = start;
  return () => {
    const phone = `${BAND}${String(next % BAND_SIZE).padStart(7, '0')}`;
    next += 1;
    return phone;
  };
}

export interface BuiltinSource {
  readonly runId: string;
  readonly phone: () => string;
}

export function builtinSource(): BuiltinSource {
  return { runId: newRunId(), phone: uniquePhones() };
}

/** The built-ins of one script run. */
export function builtins(source: BuiltinSource, index: number): Record<string, string | number> {
  return { 'run.id': source.runId, 'script.index': index, 'unique.phone': source.phone() };
}
