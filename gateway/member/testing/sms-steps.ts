// Given-steps of tests that need a verified phone: send a code, read it from the sandbox outbox,
// check it.
import type { SmsContext } from '../../sms/sms-policy.ts';
import { okWire } from './wire-client.ts';

export async function outboxCode(baseUrl: string, phone: string): Promise<string> {
  const response = await fetch(new URL(`/sandbox/sms?phone=${phone}`, baseUrl));
  if (!response.ok) throw new Error(`no code in the outbox for ${phone}: ${response.status}`);
  const { code } = (await response.json()) as { code: string };
  return code;
}

/** Sends a code in `context` and answers it (read from the outbox), unchecked. */
export async function sendCode(baseUrl: string, phone: string, context: SmsContext): Promise<string> {
  const sent = await okWire(baseUrl, 'sms.send', { payload: { customer_id: null, phone, context } });
  if (sent.result !== 'success') throw new Error(`sms.send answered ${sent.result}`);
  return outboxCode(baseUrl, phone);
}

/** Sends, reads and checks a code: the phone is verified in `context`. Answers the code. */
export async function verifyPhone(baseUrl: string, phone: string, context: SmsContext): Promise<string> {
  const code = await sendCode(baseUrl, phone, context);
  const checked = await okWire(baseUrl, 'sms.check', { params: { phone }, payload: { code } });
  if (checked.result !== true) throw new Error(`sms.check answered ${String(checked.result)}`);
  return code;
}

/** A code that is not `code` (for wrong guesses). */
export function otherCode(code: string): string {
  return String((Number(code) + 1) % 10_000).padStart(4, '0');
}
