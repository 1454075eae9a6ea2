// Exit codes of the jumun CLI: 0 every expectation held, 1 one failed, 2 bad script or
// arguments, 3 the gateway could not be reached, 4 a replay asked its cassette for a request it
// has no recorded answer for (the cassette is out of date with the script, not the product wrong),
// 130 interrupted by Ctrl+C (SIGINT) and 143 by SIGTERM, as a shell says a process a signal ended
// (128 + its number): its reports were still finished.
// A command's action answers one of them; only cli/main.ts ends the process with it.
import { redactText } from '../adapters/redact/redact.ts';

export const exitCodes = {
  ok: 0,
  failed: 1,
  badInput: 2,
  unreachable: 3,
  cassetteMiss: 4,
  interrupted: 130,
  terminated: 143,
} as const;

/** The exit code of a run an interrupt ended. */
export const interruptedCode = (signal: 'SIGINT' | 'SIGTERM') =>
  signal === 'SIGINT' ? exitCodes.interrupted : exitCodes.terminated;

/** Says on stderr why the command stops, and answers the exit code for its action to return. */
export function refuse(message: string, code: number): number {
  process.stderr.write(`jumun: ${redactText(message)}\n`);
  return code;
}

/** How a command registers its action: what the action answers becomes the process's exit code. */
export type ExitWith = <A extends unknown[]>(
  action: (...args: A) => Promise<number>,
) => (...args: A) => Promise<void>;
