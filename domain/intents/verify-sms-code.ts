// VerifySmsCode (spec 000 §5 "SMS code", §8 "SMS"): the checkout's code, or a join's with context.
import type { CommandOf } from '../commands/commands.ts';
import { accept } from '../store/decision.ts';
import type { HandlerContext } from '../store/handler.ts';
import { verifyCode } from './steps/verify-code.ts';

export async function handleVerifySmsCode(ctx: HandlerContext<CommandOf<'VerifySmsCode'>>) {
  const checked = await verifyCode(ctx, ctx.command.context ?? 'ORDER', ctx.command.code);
  return checked.ok ? accept(...checked.events) : checked.decision;
}
