// Exit codes of the jumun CLI: 0 every expectation held, 1 one failed, 2 bad script or
// arguments, 3 the gateway could not be reached, 4 a replay asked its cassette for a request it
// has no recorded answer for (the cassette is out of date with the script, not the product wrong).
import { redactText } from '../adapters/redact/redact.ts';

export const exitCodes = { ok: 0, failed: 1, badInput: 2, unreachable: 3, cassetteMiss: 4 } as const;

export function fail(message: string, code: number): never {
  process.stderr.write(`jumun: ${redactText(message)}\n`);
  process.exit(code);
}
