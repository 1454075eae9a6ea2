// VerifySmsCode (spec 000 §5 "SMS code", §8 "SMS"): the checkout's code, or a join's with context.
// The code rules come first; the server is asked to check only a code they let through.
import type { CommandOf } from '../commands/commands.ts';
import { accept } from '../store/decision.ts';
import type { State } from '../store/state.ts';
import { type Workflow, workflow } from '../store/workflow.ts';
import { verifyCode } from './steps/verify-code.ts';

type VerifySmsCode = CommandOf<'VerifySmsCode'>;

export function* verifySmsCodeFlow(command: VerifySmsCode, state: State, now: number): Workflow {
  const code = yield* verifyCode(state, command.context ?? 'ORDER', command.code, now);
  return code.ok ? accept(...code.events) : code.decision;
}

export const handleVerifySmsCode = workflow(verifySmsCodeFlow);
