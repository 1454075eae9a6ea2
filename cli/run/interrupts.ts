// Ctrl+C (SIGINT) or a cancelled CI job (SIGTERM) during a run or a load: the first one asks the
// work to stop and be reported as it stands (the reports finished, marked interrupted); a second
// one ends the process at once, as the terminal's user means by pressing it again.
import { interruptedCode } from '../exit.ts';
import type { Interrupt } from '../report/reported-script.ts';

export interface Interrupts {
  /** Aborted by the first interrupt. */
  readonly signal: AbortSignal;
  /** The first interrupt, or null while there has been none. */
  received(): Interrupt | null;
  /** Stops listening: an interrupt after it is the process's own again. */
  stop(): void;
}

/**
 * Listens for SIGINT and SIGTERM on `on` (the process); `say` tells the user what happens, the
 * first time with `stopping` (what the work does now).
 */
export function listenForInterrupts(
  say: (message: string) => void,
  stopping = 'stopping, the reports are being finished',
  on: Pick<NodeJS.Process, 'on' | 'off'> = process,
  exit: (code: number) => void = (code) => process.exit(code),
): Interrupts {
  const controller = new AbortController();
  let first: Interrupt | null = null;
  const heard = (signal: Interrupt) => {
    if (first !== null) {
      say(`${signal} again: quitting now, the reports unfinished`);
      exit(interruptedCode(signal));
      return;
    }
    first = signal;
    say(
      `interrupted (${signal}): ${stopping} (${signal === 'SIGINT' ? 'Ctrl+C' : 'SIGTERM'} again to quit at once)`,
    );
    controller.abort();
  };
  const onInt = () => heard('SIGINT');
  const onTerm = () => heard('SIGTERM');
  on.on('SIGINT', onInt);
  on.on('SIGTERM', onTerm);
  return {
    signal: controller.signal,
    received: () => first,
    stop: () => {
      on.off('SIGINT', onInt);
      on.off('SIGTERM', onTerm);
    },
  };
}
