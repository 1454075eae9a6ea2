// SetPhone, RequestSmsCode and VerifySmsCode (spec 000 §4 "Phone", §5 "SMS code", §8 "SMS"; spec
// 001 §4 "Join", §7 "SMS send"): the checkout's phone by default, a join's or an id inquiry's with
// `context`. The flow itself is in ./sms-verification.ts.
import { normalizePhone } from '../checkout/phone-number.ts';
import type { CommandOf } from '../commands/commands.ts';
import { accept, draft } from '../store/decision.ts';
import type { HandlerContext } from '../store/handler.ts';
import { phoneSlot, requestCode, verifyCode } from './sms-verification.ts';

export function decideSetPhone({ command, state }: HandlerContext<CommandOf<'SetPhone'>>) {
  const phone = normalizePhone(command.phone);
  if (phone === state.checkout.phone.number) return accept();
  return accept(draft('PhoneEntered', { phone }));
}

export function requestSmsCodeWorkflow(ctx: HandlerContext<CommandOf<'RequestSmsCode'>>) {
  const { command, state } = ctx;
  const context = command.context ?? 'ORDER';
  const phone =
    command.phone === undefined ? phoneSlot(state, context).number : normalizePhone(command.phone);
  return requestCode(ctx, context, phone);
}

export async function verifySmsCodeWorkflow(ctx: HandlerContext<CommandOf<'VerifySmsCode'>>) {
  const checked = await verifyCode(ctx, ctx.command.context ?? 'ORDER', ctx.command.code);
  return checked.ok ? accept(...checked.events) : checked.decision;
}
