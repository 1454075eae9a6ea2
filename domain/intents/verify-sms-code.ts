// VerifySmsCode (spec 000 §5 "SMS code", §8 "SMS"): the checkout's code, or a join's with context.
// The code rules come first; the server checks only a code they let through.
import type { CommandOf } from '../commands/commands.ts';
import { accept, type Decision } from '../store/decision.ts';
import { gathered, type HandlerContext } from '../store/handler.ts';
import type { State } from '../store/state.ts';
import { askCode, type CodeAnswer, verifyCode } from './steps/verify-code.ts';

type VerifySmsCode = CommandOf<'VerifySmsCode'>;

export interface VerifySmsCodeFacts {
  /** The dispatch's time, for the code's validity. */
  readonly now: number;
  /** The server's check; null when the code rules answered without it. */
  readonly checked: CodeAnswer | null;
}

export async function gather({
  command,
  state,
  ports,
  now,
}: HandlerContext<VerifySmsCode>): Promise<VerifySmsCodeFacts> {
  return { now, checked: await askCode(ports, state, command.context ?? 'ORDER', command.code, now) };
}

export function decide(command: VerifySmsCode, state: State, { now, checked }: VerifySmsCodeFacts): Decision {
  const code = verifyCode(state, command.context ?? 'ORDER', command.code, now, checked);
  return code.ok ? accept(...code.events) : code.decision;
}

export const handleVerifySmsCode = gathered(gather, decide);
